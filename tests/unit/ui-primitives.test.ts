import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "#app/components/ui/button.tsx";
import { Input, controlClass } from "#app/components/ui/input.tsx";

/** The markup a primitive renders, parsed enough to read one element's attributes. */
function attributes(html: string): Record<string, string> {
  const tag = /^<\w+([^>]*)>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((match) => [match[1]!, match[2] ?? ""]));
}

describe("Button", () => {
  it("submits its form by default, as a plain HTML button does (a form without JavaScript still sends)", () => {
    const html = renderToStaticMarkup(createElement(Button, null, "Save"));
    expect(html).toMatch(/^<button[^>]*>Save<\/button>$/);
    expect(attributes(html).type).toBe("submit");
  });

  it("keeps a tap target of at least 44 px and the variant's colours", () => {
    const primary = attributes(renderToStaticMarkup(createElement(Button, null, "Save"))).class!.split(" ");
    expect(primary).toEqual(expect.arrayContaining(["min-h-11", "bg-pool-700", "text-white"]));
    const outline = attributes(renderToStaticMarkup(createElement(Button, { variant: "outline" }, "Disable"))).class!.split(" ");
    expect(outline).toEqual(expect.arrayContaining(["min-h-11", "border-pool-700"]));
    expect(outline).not.toContain("bg-pool-700");
  });

  it("passes through type, name, value, disabled and extra classes", () => {
    const attrs = attributes(
      renderToStaticMarkup(createElement(Button, { type: "button", name: "intent", value: "save", disabled: true, className: "mt-3" }, "Save")),
    );
    expect(attrs).toMatchObject({ type: "button", name: "intent", value: "save", disabled: "" });
    expect(attrs.class!.split(" ")).toEqual(expect.arrayContaining(["mt-3", "disabled:cursor-wait"]));
  });
});

describe("Input", () => {
  it("renders an input with the shared control look and the given attributes", () => {
    const attrs = attributes(renderToStaticMarkup(createElement(Input, { id: "email", name: "email", type: "email", required: true })));
    expect(attrs).toMatchObject({ id: "email", name: "email", type: "email", required: "" });
    expect(attrs.class).toBe(controlClass);
  });

  it("shows an invalid field with a red border through aria-invalid, for the eye and the screen reader alike", () => {
    const attrs = attributes(renderToStaticMarkup(createElement(Input, { "aria-invalid": true, className: "tabular" })));
    expect(attrs["aria-invalid"]).toBe("true");
    expect(attrs.class!.split(" ")).toEqual(expect.arrayContaining(["aria-[invalid=true]:border-red-700", "tabular"]));
  });
});
