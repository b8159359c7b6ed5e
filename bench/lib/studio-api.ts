/** One JSON call to the studio as a signed-in browser makes it; throws with the answer's message. */
export async function studioApi(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(new URL(path, url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string; detail: unknown };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.detail;
}
