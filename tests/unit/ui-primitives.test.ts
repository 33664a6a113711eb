import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog, DialogCancel } from "#app/components/ui/confirm-dialog.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
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

describe("ConfirmDialog", () => {
  const html = renderToStaticMarkup(
    createElement(ConfirmDialog, {
      trigger: "Delete",
      triggerLabel: "Delete Pool A",
      triggerClassName: "danger",
      title: "Delete Pool A?",
      description: "This cannot be undone.",
      children: createElement(DialogCancel, { className: "outline" }),
    }),
  );

  it("opens from a plain button that names what it deletes and says it opens a dialog", () => {
    const attrs = attributes(html);
    expect(html).toMatch(/^<button[^>]*>Delete<\/button>/);
    expect(attrs).toMatchObject({ type: "button", "aria-label": "Delete Pool A", "aria-haspopup": "dialog", class: "danger" });
  });

  it("is a closed native dialog with the alertdialog role, named by its title and described by its text", () => {
    const dialog = attributes(html.slice(html.indexOf("<dialog")));
    expect(dialog.role).toBe("alertdialog");
    expect(dialog).not.toHaveProperty("open");
    const heading = new RegExp(`<h2 id="${dialog["aria-labelledby"]}"[^>]*>Delete Pool A\\?</h2>`);
    const text = new RegExp(`<p id="${dialog["aria-describedby"]}"[^>]*>This cannot be undone\\.</p>`);
    expect(html).toMatch(heading);
    expect(html).toMatch(text);
    expect(html).toMatch(/<dialog[^>]*>.*<button type="button" class="outline">Cancel<\/button><\/dialog>$/);
  });
});

describe("form fields", () => {
  const control = (html: string, tag: string) => attributes(html.slice(html.indexOf(`<${tag}`)));

  it("ties a control to its label, hint and error, and marks it invalid only with an error", () => {
    const props = { formId: "contact", name: "email", label: "Email", hint: "We reply by e-mail.", required: true, autoComplete: "email" };
    const failed = renderToStaticMarkup(createElement(TextField, { ...props, type: "email", error: "Enter a valid e-mail address." }));
    expect(failed).toContain('<label for="contact-email"');
    expect(control(failed, "input")).toMatchObject({
      id: "contact-email",
      name: "email",
      type: "email",
      required: "",
      autoComplete: "email",
      "aria-invalid": "true",
      "aria-describedby": "contact-email-error contact-email-hint",
      class: controlClass,
    });
    expect(failed).toMatch(/<p id="contact-email-error"[^>]*>Enter a valid e-mail address\.<\/p>/);
    const fine = control(renderToStaticMarkup(createElement(TextField, props)), "input");
    expect(fine).toMatchObject({ type: "text", "aria-describedby": "contact-email-hint" });
    expect(fine).not.toHaveProperty("aria-invalid");
  });

  it("gives a text area five rows unless told otherwise, and a select its placeholder first", () => {
    expect(control(renderToStaticMarkup(createElement(TextAreaField, { formId: "f", name: "message", label: "Message" })), "textarea")).toMatchObject({
      id: "f-message",
      rows: "5",
    });
    expect(control(renderToStaticMarkup(createElement(TextAreaField, { formId: "f", name: "message", label: "Message", rows: 3 })), "textarea").rows).toBe("3");
    const select = renderToStaticMarkup(
      createElement(SelectField, { formId: "f", name: "size", label: "Size", placeholder: "Choose a size", options: [{ value: "small", label: "Small" }] }),
    );
    expect(control(select, "select")).toMatchObject({ id: "f-size", name: "size", class: controlClass });
    expect(select).toMatch(/<option value="">Choose a size<\/option><option value="small">Small<\/option><\/select>/);
  });
});
