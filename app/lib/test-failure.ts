import { AppError } from "./errors.ts";

/** For tests: the AppError a promise rejects with (any other outcome fails the test). */
export async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected a failure");
}
