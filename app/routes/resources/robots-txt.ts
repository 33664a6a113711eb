export function loader() {
  return new Response("User-agent: *\n", { headers: { "Content-Type": "text/plain" } });
}
