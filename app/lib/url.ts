/** An absolute http(s) address with a host: the one rule for every link field and image URL. */
export function isHttpUrl(s: string | null | undefined): s is string {
  if (!s) return false;
  try {
    const u = new URL(s.trim());
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}
