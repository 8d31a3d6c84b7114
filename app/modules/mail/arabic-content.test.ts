import { describe, expect, it } from "vitest";
import { renderStaffMail } from "./lead-mail.server.tsx";

// Issue 20 item 7: the admin and its emails stay English, but a visitor who writes in Arabic is
// shown as written: the staff email sets each of the visitor's values and the message `dir="auto"`,
// so mail clients lay Arabic out right to left; the subject stays one line with the name intact.

const agency = {
  name: "Sandstone & Sea Properties",
  phone: "+971 4 000 0000",
  whatsapp: "97140000000",
  address: "Dubai",
  origin: "https://agency.example",
};

describe("a lead written in Arabic, in the staff email", () => {
  const mail = renderStaffMail(
    {
      kind: "contact",
      id: "0123456789abcdef01234567",
      name: "محمد عبد الله",
      email: "m.abdullah@example.ae",
      phone: "+971 50 765 1122",
      message: "مرحبًا، أبحث عن شقة بغرفتي نوم في دبي مارينا.\nهل يمكن ترتيب زيارة يوم السبت؟",
      details: [],
    },
    agency,
  );

  it("keeps the Arabic text whole in the subject, the HTML and the plain text", () => {
    expect(mail.subject).toContain("محمد عبد الله");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain("هل يمكن ترتيب زيارة يوم السبت؟");
    expect(mail.text).toContain("هل يمكن ترتيب زيارة يوم السبت؟");
  });

  it("lets the mail client choose the direction of the message and of each value", () => {
    expect(mail.html).toMatch(/<blockquote dir="auto"[^>]*>مرحبًا،/);
    expect(mail.html).toMatch(/<td dir="auto"[^>]*>محمد عبد الله<\/td>/);
  });
});
