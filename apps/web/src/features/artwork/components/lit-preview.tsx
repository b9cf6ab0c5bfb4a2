import {
  FRAME_LIGHTING,
  findFrameSize,
  litPreviewLayout,
  ROOM_BRIGHTNESS_DEFAULT,
  ROOM_BRIGHTNESS_MAX,
  ROOM_BRIGHTNESS_MIN,
  roomBrightnessWords,
  type FrameSize,
} from '@backlit/domain';
import { Lightbulb, LightbulbOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import type { createLitPreview } from './lit-preview-render';

type Preview = ReturnType<typeof createLitPreview>;

/** The drawing code and the image, fetched once the preview is close to being seen. */
async function loadPreview(imageUrl: string, frame: FrameSize): Promise<Preview> {
  const [{ createLitPreview }, image] = await Promise.all([
    import('./lit-preview-render'),
    new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('The picture could not be loaded.'));
      element.src = imageUrl;
    }),
  ]);
  return createLitPreview(image, frame);
}

/** Calls `onNear` when `element` is about to be seen (at once without an observer). */
function whenNearView(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    // Just before it scrolls in: the code is small and quick to come.
    { rootMargin: '0px 0px 100px 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * "See it lit": the artwork on its frame, switched off in the room's light and switched on (light
 * through the fabric), side by side, with a slider for the room's brightness. Both panels keep
 * the frame's proportions from the first paint (no shift when they are drawn); the drawing code
 * is loaded only when the preview comes near the screen. A simulation, and labelled so.
 */
export function LitPreview({
  imageUrl,
  frameSlug,
  subject,
  maxPanelHeightRem = 26,
}: {
  /** The artwork's visible area: a file's preview, or the shop's sample. */
  imageUrl: string;
  frameSlug: string;
  /** What is shown, for the panels' descriptions: "your file banner.pdf". */
  subject: string;
  maxPanelHeightRem?: number;
}) {
  const frame = findFrameSize(frameSlug);
  const box = useRef<HTMLDivElement>(null);
  const off = useRef<HTMLCanvasElement>(null);
  const on = useRef<HTMLCanvasElement>(null);
  const [room, setRoom] = useState(ROOM_BRIGHTNESS_DEFAULT);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sliderId = useId();
  const captionId = useId();

  useEffect(() => {
    if (!box.current || !frame) return;
    let live = true;
    const stop = whenNearView(box.current, () => {
      loadPreview(imageUrl, frame).then(
        (loaded) => live && setPreview(loaded),
        () => live && setProblem('The preview could not be drawn.'),
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [imageUrl, frame]);

  useEffect(() => {
    if (!preview) return;
    const draw = () => {
      if (off.current) preview.draw(off.current, 'off', room);
      if (on.current) preview.draw(on.current, 'on', room);
    };
    const frameRequest = requestAnimationFrame(draw);
    // A new width (a turned phone, a resized window) is drawn again at its own resolution.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    if (box.current) resize?.observe(box.current);
    return () => {
      cancelAnimationFrame(frameRequest);
      resize?.disconnect();
    };
  }, [preview, room]);

  if (!frame) return null;
  const layout = litPreviewLayout(frame);
  const aspect = layout.widthMm / layout.heightMm;
  const panelStyle = {
    aspectRatio: `${layout.widthMm} / ${layout.heightMm}`,
    width: `min(100%, ${(maxPanelHeightRem * aspect).toFixed(2)}rem)`,
  };
  const where = `on the ${frame.label} frame`;
  const panels = [
    {
      ref: off,
      icon: <LightbulbOff aria-hidden className="size-4" />,
      title: 'Switched off',
      note: 'room light only',
      label: `Simulation: ${subject} ${where}, switched off, seen by the room's light at ${roomBrightnessWords(room)}.`,
    },
    {
      ref: on,
      icon: <Lightbulb aria-hidden className="size-4 text-amber-500" />,
      title: 'Switched on',
      note: 'light through the fabric',
      label: `Simulation: ${subject} ${where}, switched on: light through the fabric, brightest at the centre, in a room at ${roomBrightnessWords(room)}.`,
    },
  ];

  return (
    <figure
      ref={box}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-describedby={captionId}
      data-testid="lit-preview"
    >
      <div className="grid grid-cols-2 gap-3">
        {panels.map((panel) => (
          <div key={panel.title} className="flex min-w-0 flex-col items-center gap-1.5">
            <p className="flex flex-col self-start text-xs">
              <span className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-slate-800">
                {panel.icon}
                {panel.title}
              </span>
              <span className="text-slate-600">{panel.note}</span>
            </p>
            <div className="relative" style={panelStyle} role="img" aria-label={panel.label}>
              <canvas
                ref={panel.ref}
                aria-hidden
                className="block size-full rounded bg-slate-300"
              />
              <span className="absolute top-1.5 left-1.5 rounded bg-black/60 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-white uppercase">
                Simulation
              </span>
              {!preview && (
                <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs text-slate-700">
                  {problem ?? 'Drawing the preview…'}
                </span>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_auto]">
        <label htmlFor={sliderId} className="shrink-0 text-sm font-medium text-slate-800">
          Room brightness
        </label>
        <input
          id={sliderId}
          type="range"
          min={ROOM_BRIGHTNESS_MIN}
          max={ROOM_BRIGHTNESS_MAX}
          step={5}
          value={room}
          aria-valuetext={roomBrightnessWords(room)}
          onChange={(event) => setRoom(Number(event.target.value))}
          className="col-span-2 row-start-2 h-6 min-w-0 cursor-pointer accent-amber-500 sm:col-span-1 sm:col-start-2 sm:row-start-1"
        />
        <output
          htmlFor={sliderId}
          className="w-12 text-right text-sm text-slate-700 sm:col-start-3 sm:row-start-1"
        >
          {room} %
        </output>
      </div>
      <figcaption id={captionId} className="text-xs text-slate-600">
        A simulation, not a colour proof: {subject} {where} (
        {FRAME_LIGHTING[frame.variant].description}). Lit fabric passes more light through dark and
        strong colours than paper reflects, so they look paler when switched on; screens differ, and
        our studio checks colours before printing.
      </figcaption>
    </figure>
  );
}
