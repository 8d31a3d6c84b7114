export function loader() {
  return new Response("email,subscribedAt\n", { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
