import { describe, expect, it } from "vitest";
import { mailboxOf } from "#app/modules/mail/mailbox.ts";

describe("the mailbox an address delivers to (decision 036)", () => {
  it("reads Gmail's spellings of one mailbox as one: dots, +tags, case and googlemail.com", () => {
    for (const address of ["jane@gmail.com", "jane+1@gmail.com", "j.ane@gmail.com", "J.A.N.E+pools@GMAIL.com", "jane@googlemail.com", " ja.ne+x+y@GoogleMail.com "]) {
      expect(mailboxOf(address), address).toBe("jane@gmail.com");
    }
  });

  it("drops a +tag on any domain, but keeps the dots where they name another mailbox", () => {
    expect(mailboxOf("Jane+quotes@Outlook.com")).toBe("jane@outlook.com");
    expect(mailboxOf("jane+a@icloud.com")).toBe("jane@icloud.com");
    expect(mailboxOf("jane.doe+x@example.com")).toBe("jane.doe@example.com");
    expect(mailboxOf("j.ane@outlook.com")).not.toBe(mailboxOf("jane@outlook.com"));
    expect(mailboxOf("jane-pools@yahoo.com")).toBe("jane-pools@yahoo.com");
  });

  it("keeps other people apart", () => {
    expect(mailboxOf("jane@gmail.com")).not.toBe(mailboxOf("janet@gmail.com"));
    expect(mailboxOf("jane@gmail.com")).not.toBe(mailboxOf("jane@gmail.co"));
    // A local part that is only a tag is kept whole, not emptied.
    expect(mailboxOf("+tag@example.com")).toBe("+tag@example.com");
  });
});
