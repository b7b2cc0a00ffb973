/** The popular widget's title (its gate shows it before any of the widget's code loads). */
export const POPULAR_WIDGET_TITLE = 'Popular';
