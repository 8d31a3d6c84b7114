/**
 * Sends a form to a JSON API call with XMLHttpRequest: unlike fetch, it reports upload progress
 * (the CV field shows it). Never rejects: every outcome, including a dropped connection, comes
 * back as a value the form can explain.
 */
export type SendResult =
  | { kind: "ok"; status: number; body: unknown }
  | { kind: "invalid"; status: number; fields: Record<string, string>; message: string }
  | { kind: "rateLimited"; retryAfter: number | null }
  | { kind: "tooLarge" }
  | { kind: "server"; status: number; message: string }
  | { kind: "network" };

interface ErrorJson {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

export function sendForm(
  url: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
  timeoutMs = 120_000,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader("Accept", "application/json");
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "network" });
    xhr.onabort = () => resolve({ kind: "network" });
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      const status = xhr.status;
      if (status >= 200 && status < 300) return resolve({ kind: "ok", status, body: parsed });
      const err = (parsed as ErrorJson | null)?.error;
      if (status === 429) {
        const retry = Number(xhr.getResponseHeader("Retry-After"));
        return resolve({
          kind: "rateLimited",
          retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
        });
      }
      if (err?.fields && Object.keys(err.fields).length) {
        return resolve({ kind: "invalid", status, fields: err.fields, message: err.message ?? "" });
      }
      if (status === 413) return resolve({ kind: "tooLarge" });
      // A proxy's error page, or an answer we cannot read: the message was not stored.
      return resolve({ kind: "server", status, message: err?.message ?? "" });
    };
    xhr.send(body);
  });
}
