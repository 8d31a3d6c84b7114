import { describe, expect, it } from "vitest";
import { oneCv, readCareerSubmission } from "./career-body.server.ts";

// A CV arrives in the part `cv` (the site's form) or `CV` (the agency's earlier client); one file.

const pdf = (name = "cv.pdf") => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], name);
const emptyInput = () => new File([], "");
const post = (form: FormData) => new Request("http://site.test/api/career", { method: "POST", body: form });

describe("the CV part", () => {
  it("takes a file sent as CV as the cv", async () => {
    const form = new FormData();
    form.set("name", "Sara");
    form.set("CV", pdf("sara.pdf"));
    const input = await readCareerSubmission(post(form));
    expect(input.cv).toBeInstanceOf(File);
    expect((input.cv as File).name).toBe("sara.pdf");
    expect(input).not.toHaveProperty("CV");
    expect(input.name).toBe("Sara");
  });

  it("keeps a cv as it is", async () => {
    const form = new FormData();
    form.set("cv", pdf("own.pdf"));
    expect(((await readCareerSubmission(post(form))).cv as File).name).toBe("own.pdf");
  });

  it("answers 422 on cv when both parts carry a file", async () => {
    const form = new FormData();
    form.set("cv", pdf("a.pdf"));
    form.set("CV", pdf("b.pdf"));
    await expect(readCareerSubmission(post(form))).rejects.toMatchObject({
      status: 422,
      fields: { cv: expect.stringMatching(/one CV/) },
    });
  });

  it("an empty file input does not count as a file", () => {
    const cv = pdf();
    expect(oneCv({ cv: emptyInput(), CV: cv }).cv).toBe(cv);
    expect(oneCv({ cv, CV: emptyInput() }).cv).toBe(cv);
    expect(oneCv({ name: "x" })).toEqual({ name: "x" });
  });
});
