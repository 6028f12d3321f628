/**
 * The report's print CSS, in the document only while the report is: A4 with margins, the page
 * number in the bottom margin, nothing of the app around the report (bottom navigation,
 * banners, overlays, toasts: every element that neither holds the report nor is in it), black
 * on white, and no table row or chart cut across two pages.
 */
const PRINT_CSS = `
@media print {
  @page {
    size: A4;
    margin: 14mm 12mm 16mm;
    @bottom-left { content: "MedMitra"; font: 9pt system-ui, sans-serif; color: #000; }
    @bottom-right { content: counter(page) " / " counter(pages); font: 9pt system-ui, sans-serif; color: #000; }
  }
  html, body { background: #fff !important; }
  body :not(:has([data-report])):not([data-report]):not([data-report] *) { display: none !important; }
  body :has([data-report]) {
    background: #fff !important; box-shadow: none !important; max-width: none !important;
    min-height: 0 !important; margin: 0 !important; padding: 0 !important; position: static !important;
  }
  [data-report] { color: #000; font-size: 10.5pt; }
  [data-report] :not(svg, svg *) { color: #000 !important; }
  [data-report] tr, [data-report] .report-chart { break-inside: avoid; page-break-inside: avoid; }
  [data-report] thead { display: table-header-group; }
  [data-report] h2, [data-report] h3 { break-after: avoid; page-break-after: avoid; }
}
`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
