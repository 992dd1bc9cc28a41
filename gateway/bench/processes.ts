/** What the benches read about the processes they measure (Linux /proc). */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux only: CPU seconds (user + system) a process has used so far, NaN when unknown. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** USER_HZ: 100 on every Linux that Node supports. */
const CLOCK_TICKS = 100;

/** Linux only: the id of the process listening on a loopback TCP port (its socket's owner), or -1. */
export function pidListeningOn(port: number): number {
  try {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cells = line.trim().split(/\s+/);
        // local_address is HEXIP:HEXPORT, st 0A is LISTEN, inode is the tenth column.
        if (cells[1]?.endsWith(`:${hexPort}`) && cells[3] === '0A' && cells[9]) inodes.add(cells[9]);
      }
    }
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
          const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
          if (inode && inodes.has(inode)) return Number(pid);
        } catch {
          // gone meanwhile
        }
      }
    }
  } catch {
    // not Linux
  }
  return -1;
}
