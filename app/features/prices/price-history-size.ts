/** The price history chart's drawing size (its viewBox), shared by the layout and the SVG. */
export const historyWidth = 320;
export const historyHeight = 140;
