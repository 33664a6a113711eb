/**
 * The floor for `npm run bench:http`: a bare Node HTTP server, one process like ours, answering
 * each benchmarked URL with the status, headers and bytes our server sent for it, all prepared
 * in advance. What it reaches is the most any single Node process serves here; the gap between
 * it and ours is our own per-request work.
 *
 * node scripts/bench-http-floor.ts ANSWERS.json PORT
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface Answer {
  status: number;
  headers: string[];
  body: string;
}

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file!, "utf8")) as Record<string, Answer>).map(([urlPath, answer]) => [
    urlPath,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, "base64") },
  ]),
);
createServer((req, res) => {
  const answer = answers.get(req.url ?? "/");
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(port), "127.0.0.1");
