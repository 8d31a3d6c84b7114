/** What the listing's page shows beside the permit number: the QR image staff linked, or one drawn on the server. */
export type PermitQr = { kind: "image"; src: string } | { kind: "generated"; svg: string; href: string };
