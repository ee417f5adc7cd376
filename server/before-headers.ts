import type { ServerResponse } from "node:http";

/**
 * Runs `decide` once, just before the response's status line and headers go out, whoever sends
 * them (Express, a static file, React Router's adapter). A rule that depends on the finished
 * response (is there a Set-Cookie? did the page set its own policy?) can only be applied then.
 */
export function beforeHeadersAreSent(res: ServerResponse, decide: () => void): void {
  const writeHead = res.writeHead;
  let decided = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!decided) {
      decided = true;
      decide();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
