/**
 * Libraries loaded at their first use rather than at start: a shop serving pages needs neither
 * sharp (pictures, with libvips: about 27 MB) nor exceljs (spreadsheets: about 16 MB), and a
 * process that never receives an upload or a spreadsheet never holds them.
 */
export const sharp = async () => (await import('sharp')).default;
export const excel = async () => (await import('exceljs')).default;
