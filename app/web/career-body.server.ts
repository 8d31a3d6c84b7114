import { AppError, fieldsNeedAttention, isAppError } from "../lib/errors.ts";
import { translate } from "../lib/i18n/index.ts";
import { BODY_LIMITS } from "../lib/multipart.server.ts";
import { readFormPost, readSubmission, type Submission, TooLargeForm } from "./body.server.ts";
import "../lib/i18n/forms.ts";
import { MAX_CV_MB } from "../lib/limits.ts";
import { CV_PARTS } from "../modules/careers/careers.schema.ts";

/**
 * A 5 MB CV plus the text fields and the multipart framing. The API route lets a little more past
 * the router so that this reader, which knows to name the CV in its 413, is the one that refuses.
 */
export const CAREER_BODY_LIMIT = BODY_LIMITS.careerMultipart;

/**
 * Reads an application (API call or page form). A body over the limit can only be an oversized
 * CV, so the 413 says that, next to the CV field.
 */
export async function readCareerSubmission(
  request: Request,
  from: "api" | "page" = "api",
): Promise<Submission> {
  try {
    return oneCv(
      from === "api"
        ? await readSubmission(request, CAREER_BODY_LIMIT)
        : await readFormPost(request, CAREER_BODY_LIMIT),
    );
  } catch (e) {
    if (isAppError(e) && e.code === "payload_too_large") {
      const message = translate("en", "forms.error.cvTooLargeUnknown", { max: MAX_CV_MB });
      if (e instanceof TooLargeForm) throw new TooLargeForm(e.partial, message, { cv: message });
      throw new AppError("payload_too_large", message, { fields: { cv: message } });
    }
    throw e;
  }
}

/** A file part that carries a file (a file input left empty sends an empty, nameless part). */
const isSentFile = (v: unknown): v is File => v instanceof File && !(v.size === 0 && v.name === "");

/**
 * The CV under its one name, `cv`, whichever of the accepted parts (`CV_PARTS`) it came in; a body
 * with a file in more than one of them is a 422 on `cv` (which one to keep is not ours to guess).
 */
export function oneCv(input: Submission): Submission {
  const sent = CV_PARTS.filter((part) => isSentFile(input[part]));
  if (sent.length > 1) throw fieldsNeedAttention({ cv: translate("en", "forms.error.cvOneFile") });
  const out: Submission = { ...input };
  for (const part of CV_PARTS) if (part !== "cv") delete out[part];
  if (sent[0] && sent[0] !== "cv") out.cv = input[sent[0]];
  return out;
}
