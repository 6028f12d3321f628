/**
 * How the app asks tesseract to read a prescription, the same in the browser and in the corpus
 * test (ADR 036): one column of lines of varying size (page segmentation mode 4), so a table's
 * row stays one line, with the spaces between words kept, so its columns stay apart. Mode 3,
 * tesseract's default, dropped whole table rows in the corpus.
 */
export const OCR_PARAMETERS = { preserve_interword_spaces: '1' } as const;
/** tesseract.js's PSM key for mode 4: `tessedit_pageseg_mode: PSM[OCR_PAGE_SEGMENTATION]`. */
export const OCR_PAGE_SEGMENTATION = 'SINGLE_COLUMN';

/** tesseract's LSTM engine only: the smaller core and the ~3 MB integer "best" English model. */
export const OCR_ENGINE_LSTM_ONLY = 1;

/** The model's folder in @tesseract.js-data/eng. */
export const OCR_MODEL = '4.0.0_best_int';

/**
 * A second look with Sauvola's local threshold instead of Otsu's global one: a faded print on gray
 * paper beside a white margin, or a blurred table, reads as nothing with Otsu (the corpus's
 * low-contrast pages gave no word at all) and as the whole page with Sauvola, which takes about
 * three times as long, so only a page that read poorly gets it.
 */
export const OCR_SECOND_LOOK = { thresholding_method: '2' } as const;
export const OCR_FIRST_LOOK = { thresholding_method: '0' } as const;
