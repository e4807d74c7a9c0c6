/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export function freePort(): Promise<number>;
