/** `agent_as_role`: the side an agent acts on (docs/upstream-contract/finance.md, "Whose rows"). */
export const AGENT_SIDES = ['affiliate', 'branch'] as const;
export type AgentSide = (typeof AGENT_SIDES)[number];

/** agent_as_role for agents, null for everyone else (nothing is sent then). */
export type Side = AgentSide | null;
