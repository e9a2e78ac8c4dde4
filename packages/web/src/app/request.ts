/** What a request that got no answer (the server down, the network gone) says to the player. */
export const NO_ANSWER = 'no answer from the server; check the connection and try again';

/** `fetch` to the game server, a request that gets no answer thrown in words. */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new Error(NO_ANSWER);
  }
}

/**
 * The JSON body of a server's answer; null when it has none, or when it is not JSON (a proxy's
 * error page in front of a server that is down), so that the status says what happened.
 */
export async function jsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
