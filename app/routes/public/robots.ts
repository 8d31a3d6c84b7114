export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  return new Response(`User-agent: *\nDisallow: /admin\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
