/** The source of "now", passed in at the edge so tests can move time. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
