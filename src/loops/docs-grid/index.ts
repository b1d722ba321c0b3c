/**
 * The Documentation grid's style, put on a page by the block's render (Docs_Grid); this entry
 * has no script of its own: the layout is CSS, decided before the first paint.
 */
import './docs-grid.scss';
