import { Star } from "../icons.ts";
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Link2, Trash2 } from "./icons.ts";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { MAX_IMAGE_MB, MAX_IMAGES } from "../../lib/limits.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  type ImageItem,
  imageFileProblem,
  imageKey,
  isHttpUrl,
  move,
} from "./property-form-state.ts";
import { useToast } from "./toast.tsx";
import { btn, field } from "./ui.ts";
import "../../lib/i18n/admin.ts";

interface Props {
  images: ImageItem[];
  onChange: (images: ImageItem[]) => void;
  /** Upload progress per file image key (0–1) while saving; null when not uploading. */
  progress: Record<string, number> | null;
  error?: string;
  errorId?: string;
  disabled?: boolean;
}

/**
 * The listing's photos in display order; the first is the cover. Files come from a picker or a
 * drop, links from the URL box. Order changes by drag and drop or, for keyboard users, with the
 * move buttons (each move is announced). Every image has its own alt text.
 */
export function ImageManager({ images, onChange, progress, error, errorId, disabled }: Props) {
  const t = useT();
  const toast = useToast();
  const inputId = useId();
  const urlId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const created = useRef(new Set<string>());
  const listRef = useRef<HTMLOListElement>(null);

  // Object URLs made for previews are released when the form goes away.
  useEffect(() => {
    const urls = created.current;
    return () => {
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

  function addFiles(files: FileList | File[]) {
    const added: ImageItem[] = [];
    const problems: string[] = [];
    for (const file of Array.from(files)) {
      const problem = imageFileProblem(file);
      if (problem) {
        problems.push(t(problem, { name: file.name, mb: MAX_IMAGE_MB }));
        continue;
      }
      const preview = URL.createObjectURL(file);
      created.current.add(preview);
      added.push({ key: imageKey(), kind: "file", file, preview, alt: "" });
    }
    for (const p of problems) toast.error(p);
    if (added.length) {
      onChange([...images, ...added]);
      setAnnouncement(t("admin.images.added", { n: added.length }));
    }
  }

  function addUrl() {
    const value = url.trim();
    if (!isHttpUrl(value)) {
      setUrlError(t("admin.images.badUrl"));
      return;
    }
    if (images.some((i) => i.kind !== "file" && i.ref === value)) {
      setUrlError(t("admin.images.duplicateUrl"));
      return;
    }
    setUrlError(null);
    onChange([...images, { key: imageKey(), kind: "url", ref: value, preview: value, alt: "" }]);
    setUrl("");
    setAnnouncement(t("admin.images.added", { n: 1 }));
  }

  function moveTo(from: number, to: number, focusButton?: "up" | "down" | "cover") {
    if (to < 0 || to >= images.length || from === to) return;
    onChange(move(images, from, to));
    setAnnouncement(t("admin.images.moved", { from: from + 1, to: to + 1, total: images.length }));
    if (focusButton) {
      // Keep the keyboard on the image that moved, so repeated presses keep moving it.
      requestAnimationFrame(() => {
        const li = listRef.current?.children[to] as HTMLElement | undefined;
        const target =
          li?.querySelector<HTMLButtonElement>(`[data-move="${focusButton}"]:not(:disabled)`) ??
          li?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
        target?.focus();
      });
    }
  }

  function remove(index: number) {
    const img = images[index];
    if (img.kind === "file") {
      URL.revokeObjectURL(img.preview);
      created.current.delete(img.preview);
    }
    onChange(images.filter((_, i) => i !== index));
    setAnnouncement(t("admin.images.removed", { n: index + 1 }));
    requestAnimationFrame(() => {
      const items = listRef.current?.children;
      const next = (
        items?.[Math.min(index, (items?.length ?? 1) - 1)] as HTMLElement | undefined
      )?.querySelector<HTMLElement>("[data-remove]");
      (next ?? fileInput.current?.parentElement?.querySelector<HTMLElement>("[data-pick]"))?.focus();
    });
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    if (disabled) return;
    if (e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  }

  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer convenience; the "Choose photos" button is the control */}
      <div
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragOver ? "border-sand bg-sand-light" : error ? "border-expired/50" : "border-line bg-paper/60"
        }`}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes("Files")) {
            e.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-dropzone
      >
        <ImagePlus aria-hidden className="size-7 text-muted" />
        <p className="text-sm text-muted">{t("admin.images.drop")}</p>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("admin.images.choose")}
          disabled={disabled}
          onChange={(e) => {
            if (e.target.files) addFiles(e.target.files);
            e.target.value = "";
          }}
          data-image-input
        />
        <button
          type="button"
          className={btn.secondary}
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          data-pick
          aria-describedby={errorId}
        >
          {t("admin.images.choose")}
        </button>
        <p className="text-xs text-muted">{t("admin.images.rules", { mb: MAX_IMAGE_MB, max: MAX_IMAGES })}</p>
      </div>

      <div className="mt-3 flex flex-wrap items-start gap-2">
        <div className="min-w-56 grow">
          <label htmlFor={urlId} className="sr-only">
            {t("admin.images.urlLabel")}
          </label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder={t("admin.images.urlPlaceholder")}
            value={url}
            disabled={disabled}
            onChange={(e) => {
              setUrl(e.target.value);
              if (urlError) setUrlError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addUrl();
              }
            }}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${urlId}-error` : undefined}
            className={`${field.input} mt-0`}
            data-image-url
          />
          {urlError ? (
            <p id={`${urlId}-error`} className={field.error}>
              {urlError}
            </p>
          ) : null}
        </div>
        <button type="button" className={btn.secondary} onClick={addUrl} disabled={disabled} data-add-url>
          <Link2 aria-hidden className="size-4" />
          {t("admin.images.addUrl")}
        </button>
      </div>

      {images.length > 0 ? (
        <>
          <p className="mt-4 text-xs text-muted">{t("admin.images.orderHint")}</p>
          <ol ref={listRef} className="mt-2 grid gap-2" data-image-list>
            {images.map((img, i) => {
              const pct = progress && img.kind === "file" ? Math.round((progress[img.key] ?? 0) * 100) : null;
              const altId = `${img.key}-alt`;
              return (
                <li
                  key={img.key}
                  draggable={!disabled}
                  onDragStart={(e) => {
                    setDragIndex(i);
                    e.dataTransfer.effectAllowed = "move";
                    e.dataTransfer.setData("text/plain", String(i));
                  }}
                  onDragOver={(e) => {
                    if (dragIndex !== null) e.preventDefault();
                  }}
                  onDrop={(e) => {
                    if (dragIndex === null) return;
                    e.preventDefault();
                    e.stopPropagation();
                    moveTo(dragIndex, i);
                    setDragIndex(null);
                  }}
                  onDragEnd={() => setDragIndex(null)}
                  className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-2 sm:flex-nowrap ${
                    dragIndex === i ? "border-sand opacity-60" : "border-line"
                  }`}
                  data-image-item={img.kind}
                  data-image-ref={img.kind === "file" ? img.file.name : img.ref}
                >
                  <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-muted" />
                  <div className="relative h-16 w-24 shrink-0 overflow-hidden rounded bg-paper">
                    <img src={img.preview} alt="" className="size-full object-cover" loading="lazy" />
                    {i === 0 ? (
                      <span className="absolute start-1 top-1 inline-flex items-center gap-0.5 rounded bg-ink/85 px-1 py-0.5 text-[0.65rem] font-semibold text-white">
                        <Star aria-hidden className="size-2.5" />
                        {t("admin.images.cover")}
                      </span>
                    ) : null}
                  </div>
                  <div className="min-w-40 grow">
                    <p className="truncate text-xs text-muted">
                      <span className="font-semibold text-ink">{i + 1}.</span>{" "}
                      {img.kind === "file"
                        ? t("admin.images.kind.file", {
                            name: img.file.name,
                            size: Math.max(1, Math.round(img.file.size / 1024)),
                          })
                        : img.kind === "url"
                          ? t("admin.images.kind.url")
                          : t("admin.images.kind.existing")}
                    </p>
                    <label htmlFor={altId} className="sr-only">
                      {t("admin.images.altFor", { n: i + 1 })}
                    </label>
                    <input
                      id={altId}
                      type="text"
                      value={img.alt}
                      maxLength={500}
                      disabled={disabled}
                      placeholder={t("admin.images.altPlaceholder")}
                      onChange={(e) =>
                        onChange(
                          images.map((x, j) => (j === i ? ({ ...x, alt: e.target.value } as ImageItem) : x)),
                        )
                      }
                      className={`${field.input} mt-1 py-1.5`}
                      data-image-alt
                    />
                    {pct !== null ? (
                      <div className="mt-1.5 flex items-center gap-2">
                        <progress
                          max={100}
                          value={pct}
                          className="h-1.5 grow overflow-hidden rounded [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-sand"
                          aria-label={t("admin.images.progress", { n: i + 1 })}
                        />
                        <span className="w-9 text-end text-xs text-muted tabular-nums">{pct}%</span>
                      </div>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <button
                      type="button"
                      className={btn.icon}
                      onClick={() => moveTo(i, i - 1, "up")}
                      disabled={disabled || i === 0}
                      aria-label={t("admin.images.moveUp", { n: i + 1 })}
                      data-move="up"
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={btn.icon}
                      onClick={() => moveTo(i, i + 1, "down")}
                      disabled={disabled || i === images.length - 1}
                      aria-label={t("admin.images.moveDown", { n: i + 1 })}
                      data-move="down"
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={btn.icon}
                      onClick={() => moveTo(i, 0, "cover")}
                      disabled={disabled || i === 0}
                      aria-label={t("admin.images.makeCover", { n: i + 1 })}
                      title={t("admin.images.makeCoverShort")}
                      data-move="cover"
                    >
                      <Star aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={`${btn.icon} text-expired`}
                      onClick={() => remove(i)}
                      disabled={disabled}
                      aria-label={t("admin.images.remove", { n: i + 1 })}
                      data-remove
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}
