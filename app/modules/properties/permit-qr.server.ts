import QRCode from "qrcode";
import type { PermitQr } from "./permit-qr.ts";
import type { Property } from "./property.fields.ts";

/** A link that is itself a picture (an uploaded file or an image address), not a page to encode. */
const IMAGE = /(^\/?(api\/)?uploads\/)|\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/**
 * The permit's QR code (issue 21; Dubai Land Department rules): a link to the QR image as Trakheesi
 * issues it is shown as it is; any other link is the permit's verification page, and its QR code is
 * drawn here on the server (an SVG, no script reaches the browser for it).
 */
export async function permitQr(p: Pick<Property, "permitQrUrl">): Promise<PermitQr | null> {
  const url = p.permitQrUrl?.trim();
  if (!url) return null;
  if (IMAGE.test(url)) return { kind: "image", src: url };
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { kind: "generated", svg, href: url };
}
