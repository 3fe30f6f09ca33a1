/**
 * The answer for a file named by a hash of its content (the locale bundles, the Intl warm-up worker): 404 when
 * there is no such file, cached for good when the hash is the current one, revalidated each time when it is not.
 */
export function hashedFileResponse(
  file: { body: string; immutable: boolean } | null,
  contentType: string,
): Response {
  if (!file) throw new Response("Not found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
