import { createHash } from 'node:crypto';
import {
  ACCEPTED_ARTWORK_FORMATS,
  findFrameSize,
  minimumArtworkPixels,
  mmToPt,
  PRINT_BLEED_MM,
  PRINT_MIN_PPI,
  PRINT_SAFETY_MM,
  printFileSizeMm,
  printTemplateFilename,
  type FrameSize,
  type ShopInfo,
} from '@backlit/domain';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Op,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type PDFRef,
  type RGB,
} from 'pdf-lib';

export interface PrintTemplate {
  frame: FrameSize;
  filename: string;
  bytes: Uint8Array;
  /** Strong validator of these exact bytes, quoted. */
  etag: string;
}

/** Fixed dates keep the bytes (and so the ETag) the same across restarts. */
const TEMPLATE_DATE = new Date('2022-01-01T00:00:00Z');

const COLOURS = {
  bleed: rgb(1, 0.85, 0.92),
  bleedText: rgb(0.75, 0, 0.4),
  trim: rgb(0, 0.55, 0.85),
  safety: rgb(0, 0.6, 0.25),
  text: rgb(0.1, 0.1, 0.15),
  muted: rgb(0.35, 0.35, 0.4),
} as const;

/** The template's layers (PDF optional content groups), bottom to top. */
const LAYERS = {
  bleed: `Bleed area (${PRINT_BLEED_MM} mm)`,
  trim: 'Trim line (visible edge)',
  safety: `Safety zone (${PRINT_SAFETY_MM} mm)`,
  info: 'Template information (delete before sending)',
} as const;
type Layer = keyof typeof LAYERS;

/**
 * Print templates, one per frame size, made on first request and kept: a PDF at true physical
 * size (visible size + bleed on every side) with the bleed area, trim line and safety zone on
 * their own layers, and a label block with the print rules.
 */
export class PrintTemplates {
  private readonly cache = new Map<string, Promise<PrintTemplate>>();
  /** The shop details the cached templates carry; a change in the settings makes them again. */
  private cachedFor = '';

  constructor(private readonly shop: () => Promise<ShopInfo>) {}

  /** undefined for an unknown frame. */
  async get(slug: string): Promise<PrintTemplate | undefined> {
    const frame = findFrameSize(slug);
    if (!frame) return undefined;
    const shop = await this.shop();
    const shopKey = JSON.stringify(shop);
    if (shopKey !== this.cachedFor) {
      this.cache.clear();
      this.cachedFor = shopKey;
    }
    let template = this.cache.get(slug);
    if (!template) {
      template = buildTemplate(frame, shop);
      // A failure is not cached: the next request tries again.
      template.catch(() => this.cache.delete(slug));
      this.cache.set(slug, template);
    }
    return template;
  }
}

async function buildTemplate(frame: FrameSize, shop: ShopInfo): Promise<PrintTemplate> {
  const bytes = await renderTemplatePdf(frame, shop);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { frame, filename: printTemplateFilename(frame), bytes, etag };
}

export async function renderTemplatePdf(frame: FrameSize, shop: ShopInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const full = printFileSizeMm(frame);
  const page = doc.addPage([mmToPt(full.widthMm), mmToPt(full.heightMm)]);
  const bleed = mmToPt(PRINT_BLEED_MM);
  const trim = { x: bleed, y: bleed, width: mmToPt(frame.widthMm), height: mmToPt(frame.heightMm) };
  const inset = mmToPt(PRINT_SAFETY_MM);
  const safety = {
    x: trim.x + inset,
    y: trim.y + inset,
    width: trim.width - 2 * inset,
    height: trim.height - 2 * inset,
  };
  page.setBleedBox(0, 0, page.getWidth(), page.getHeight());
  page.setTrimBox(trim.x, trim.y, trim.width, trim.height);

  const title = `Print template ${frame.label}`;
  doc.setTitle(`${title} — ${shop.name}`, { showInWindowTitleBar: true });
  doc.setAuthor(shop.name);
  doc.setSubject(
    `${frame.label}: visible ${frame.widthMm} × ${frame.heightMm} mm, bleed ${PRINT_BLEED_MM} mm, ` +
      `safety ${PRINT_SAFETY_MM} mm, ${PRINT_MIN_PPI} ppi minimum at 1:1`,
  );
  doc.setKeywords(['print template', 'backlit frame', frame.slug, 'bleed', 'safety zone']);
  doc.setCreator(shop.name);
  doc.setProducer(`${shop.name} print templates (pdf-lib)`);
  doc.setCreationDate(TEMPLATE_DATE);
  doc.setModificationDate(TEMPLATE_DATE);
  doc.setLanguage('en-US');

  const layers = addLayers(doc, page);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const small = Math.min(12, bleed * 0.45);

  // Bleed: the band between the page edge and the trim line, tinted.
  inLayer(page, layers.bleed, () => {
    const { width, height } = page.getSize();
    const bands = [
      [0, 0, width, bleed],
      [0, height - bleed, width, bleed],
      [0, bleed, bleed, height - 2 * bleed],
      [width - bleed, bleed, bleed, height - 2 * bleed],
    ] as const;
    fillRectangles(page, bands, COLOURS.bleed);
    page.drawText(
      `BLEED ${PRINT_BLEED_MM} mm — extend the background to the page edge; this strip is cut off`,
      {
        x: bleed + 4,
        y: height - bleed / 2 - small / 3,
        size: small,
        font: regular,
        color: COLOURS.bleedText,
      },
    );
  });

  inLayer(page, layers.trim, () => {
    strokeRectangle(page, trim, COLOURS.trim, 1.5);
    page.drawText(
      `TRIM LINE — visible edge of the frame, ${frame.widthMm} × ${frame.heightMm} mm`,
      {
        x: trim.x + 4,
        y: trim.y + trim.height - small - 4,
        size: small,
        font: regular,
        color: COLOURS.trim,
      },
    );
  });

  inLayer(page, layers.safety, () => {
    strokeRectangle(page, safety, COLOURS.safety, 1.5, [12, 6]);
    page.drawText(
      `SAFETY ZONE — keep text and logos inside this line (${PRINT_SAFETY_MM} mm from the visible edge)`,
      {
        x: safety.x + 4,
        y: safety.y + safety.height - small - 4,
        size: small,
        font: regular,
        color: COLOURS.safety,
      },
    );
  });

  inLayer(page, layers.info, () => drawLabelBlock(page, frame, shop, safety, { regular, bold }));

  return doc.save();
}

// ---------------------------------------------------------------- label block

function labelLines(frame: FrameSize, shop: ShopInfo): { text: string; bold?: boolean }[] {
  const full = printFileSizeMm(frame);
  const inches = (mm: number) => (mm / 25.4).toFixed(2);
  const pixels = minimumArtworkPixels(frame);
  const formats = ACCEPTED_ARTWORK_FORMATS.map((format) => format.toUpperCase()).join(', ');
  return [
    { text: `Print template — ${frame.label}`, bold: true },
    {
      text: `Visible size: ${frame.widthMm} × ${frame.heightMm} mm (${inches(frame.widthMm)} × ${inches(frame.heightMm)} in)`,
    },
    { text: `Document size with bleed: ${full.widthMm} × ${full.heightMm} mm, at scale 1:1` },
    { text: `Bleed: ${PRINT_BLEED_MM} mm on every side` },
    { text: `Safety distance: ${PRINT_SAFETY_MM} mm inside the visible edge` },
    {
      text: `Resolution: ${PRINT_MIN_PPI} ppi minimum at 1:1 (at least ${pixels.width} × ${pixels.height} px)`,
    },
    { text: `Accepted formats: ${formats} — PDF or TIFF preferred` },
    { text: 'PDF 1.6 or higher, or TIF with LZW compression; fonts outlined or fully embedded' },
    { text: 'Remove crop marks and extra markings; no alpha channels, masks or colour bars' },
    { text: "Delete this information layer, then upload the file on your order's page" },
    { text: `${shop.name} · ${shop.email} · ${shop.phone}` },
  ];
}

function drawLabelBlock(
  page: PDFPage,
  frame: FrameSize,
  shop: ShopInfo,
  area: { x: number; y: number; width: number; height: number },
  fonts: { regular: PDFFont; bold: PDFFont },
): void {
  const lines = labelLines(frame, shop);
  const widest = Math.max(
    ...lines.map((line) =>
      (line.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(line.text, 1),
    ),
  );
  // Large enough to read on the printed banner, never wider than the safety zone.
  const size = Math.min(
    48,
    Math.max(6, Math.min(page.getWidth(), page.getHeight()) / 40),
    (area.width * 0.9) / widest,
  );
  const leading = size * 1.5;
  const blockHeight = leading * lines.length;
  let y = area.y + area.height / 2 + blockHeight / 2 - size;
  for (const line of lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    const lineSize = line.bold ? size * 1.2 : size;
    const width = font.widthOfTextAtSize(line.text, lineSize);
    page.drawText(line.text, {
      x: area.x + (area.width - width) / 2,
      y,
      size: lineSize,
      font,
      color: line.bold ? COLOURS.text : COLOURS.muted,
    });
    y -= leading;
  }
}

// ---------------------------------------------------------------- layers and drawing

/**
 * pdf-lib has no layer API; optional content is plain PDF objects: one OCG per layer, listed in
 * the catalog's /OCProperties and named in the page's /Properties for BDC … EMC.
 */
function addLayers(doc: PDFDocument, page: PDFPage): Record<Layer, string> {
  const refs: PDFRef[] = [];
  const names = {} as Record<Layer, string>;
  const properties: Record<string, PDFRef> = {};
  for (const [layer, label] of Object.entries(LAYERS) as [Layer, string][]) {
    const ref = doc.context.register(
      doc.context.obj({ Type: 'OCG', Name: PDFHexString.fromText(label) }),
    );
    refs.push(ref);
    names[layer] = `OC_${layer}`;
    properties[names[layer]] = ref;
  }
  doc.catalog.set(
    PDFName.of('OCProperties'),
    doc.context.obj({
      OCGs: refs,
      D: { Name: PDFHexString.fromText('Print template layers'), Order: refs, ON: refs, OFF: [] },
    }),
  );
  page.node.normalize();
  page.node.Resources()!.set(PDFName.of('Properties'), doc.context.obj(properties));
  return names;
}

function inLayer(page: PDFPage, name: string, draw: () => void): void {
  page.pushOperators(
    PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of('OC'), PDFName.of(name)]),
  );
  draw();
  page.pushOperators(PDFOperator.of(Op.EndMarkedContent));
}

const num = (value: number) => PDFNumber.of(Math.round(value * 1000) / 1000);

function setColour(operator: Op, colour: RGB): PDFOperator {
  return PDFOperator.of(operator, [num(colour.red), num(colour.green), num(colour.blue)]);
}

function fillRectangles(
  page: PDFPage,
  rectangles: readonly (readonly [number, number, number, number])[],
  colour: RGB,
): void {
  page.pushOperators(
    PDFOperator.of(Op.PushGraphicsState),
    setColour(Op.NonStrokingColorRgb, colour),
    ...rectangles.map(([x, y, width, height]) =>
      PDFOperator.of(Op.AppendRectangle, [num(x), num(y), num(width), num(height)]),
    ),
    PDFOperator.of(Op.FillNonZero),
    PDFOperator.of(Op.PopGraphicsState),
  );
}

function strokeRectangle(
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  colour: RGB,
  lineWidth: number,
  dash: number[] = [],
): void {
  page.pushOperators(
    PDFOperator.of(Op.PushGraphicsState),
    setColour(Op.StrokingColorRgb, colour),
    PDFOperator.of(Op.SetLineWidth, [num(lineWidth)]),
    PDFOperator.of(Op.SetLineDashPattern, [page.doc.context.obj(dash), num(0)]),
    PDFOperator.of(Op.AppendRectangle, [num(box.x), num(box.y), num(box.width), num(box.height)]),
    PDFOperator.of(Op.StrokePath),
    PDFOperator.of(Op.PopGraphicsState),
  );
}
