import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
await db.exec(
  "create extension if not exists pg_trgm; create table t(x text); create index on t using gin (x gin_trgm_ops); insert into t select 'nome '||g from generate_series(1,1000) g;",
);
console.log((await db.query("explain select * from t where x like '%me 99%'")).rows);
const snap = await db.dumpDataDir();
const db2 = await PGlite.create({ loadDataDir: snap, extensions: { pg_trgm } });
console.log((await db2.query("select count(*) from t where x like '%me 99%'")).rows);
