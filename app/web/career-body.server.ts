import { AppError, isAppError } from "../lib/errors.ts";
import { translate } from "../lib/i18n/index.ts";
import { BODY_LIMITS } from "../lib/multipart.server.ts";
import { readFormPost, readSubmission, type Submission, TooLargeForm } from "./body.server.ts";
import "../lib/i18n/forms.ts";
import { MAX_CV_MB } from "../lib/limits.ts";

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
    return from === "api"
      ? await readSubmission(request, CAREER_BODY_LIMIT)
      : await readFormPost(request, CAREER_BODY_LIMIT);
  } catch (e) {
    if (isAppError(e) && e.code === "payload_too_large") {
      const message = translate("en", "forms.error.cvTooLargeUnknown", { max: MAX_CV_MB });
      if (e instanceof TooLargeForm) throw new TooLargeForm(e.partial, message, { cv: message });
      throw new AppError("payload_too_large", message, { fields: { cv: message } });
    }
    throw e;
  }
}
