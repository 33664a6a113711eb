import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
const handler = createRequestHandler(build, "production");
export const app = new Hono();
app.all("*", (c) => handler(c.req.raw));
