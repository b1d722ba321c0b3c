<?php
/**
 * The file table's markup (docs/files.md "The file table"), shared by the File category block and the search results:
 * header cells with sort links and aria-sort, cells naming their headers, numbered page links,
 * the pop-ups, the download button and the add-to-cart link.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the parts of a file table from what each caller knows: its element id, caption,
 * columns and files, the sort state, and builders of the sort and page links (the category
 * block names its query arguments per category; the search keeps the whole search in them).
 * Everything is escaped here. The view scripts (src/files) read this markup: the column menu,
 * the selection and zip download, and the pop-ups.
 */
final class File_Table {

	/**
	 * The class every file table carries, and the prefix of its parts' classes.
	 */
	public const CLASS_NAME = 'frontage-file-table';

	/**
	 * The table's columns, in order (File_Table_Columns reads their one definition).
	 *
	 * @return string[]
	 */
	public static function columns(): array {
		return File_Table_Columns::all();
	}

	/**
	 * Columns a click on their header sorts by.
	 *
	 * @return string[]
	 */
	public static function sortable_columns(): array {
		return File_Table_Columns::sortable();
	}

	/**
	 * Columns a narrow screen may hide first.
	 *
	 * @return string[]
	 */
	public static function optional_columns(): array {
		return File_Table_Columns::optional();
	}

	/**
	 * The columns a block, shortcode or search asks for, in the table's order, with the title
	 * always (it is the file's name and download link: a table without it makes no sense); every
	 * column when it asks for none that exists.
	 *
	 * @param mixed $asked Column keys as they arrived (anything not a list of keys is ignored).
	 * @return string[]
	 */
	public static function pick_columns( mixed $asked ): array {
		$asked   = is_array( $asked ) ? array_map( 'strval', array_filter( $asked, 'is_scalar' ) ) : array();
		$columns = array_values( array_intersect( self::columns(), $asked ) );
		return $columns ? array_values( array_intersect( self::columns(), array_merge( array( 'title' ), $columns ) ) ) : self::columns();
	}

	/**
	 * Themes: `ggd` and `preview` open a file's details in a pop-up (docs/files.md "The file table": task=file.display).
	 */
	public const THEMES = array( 'default', 'ggd', 'preview' );

	/**
	 * Themes whose file titles open the detail pop-up.
	 */
	public const DETAIL_THEMES = array( 'ggd', 'preview' );

	/**
	 * Descriptions longer than this many characters are cut, with a "view more" pop-up.
	 */
	public const DESCRIPTION_EXCERPT_CHARS = 100;

	/**
	 * The classes of a search-result table's last visible optional column (docs/files.md "The file table"): the
	 * last-column class and the padding class, as the column menu (src/files/column-menu.ts)
	 * keeps them while columns are hidden and shown.
	 */
	public const LAST_COLUMN_CLASSES = 'is-last-column has-end-padding';

	/**
	 * Optional columns whose cells do not carry their header's words (`data-label`): the narrow
	 * card layout shows the words before the other optional columns' values (docs/files.md
	 * "Narrow tables"); a description needs none.
	 */
	private const UNLABELLED_OPTIONAL = array( 'description' );

	/**
	 * Page links shown on each side of the current page before the list is cut with an ellipsis.
	 */
	private const PAGE_WINDOW = 2;

	/**
	 * The add-to-cart script's handle.
	 */
	private const CART_SCRIPT = 'frontage-add-to-cart';

	/**
	 * The add-to-cart script's entry in build/.
	 */
	private const CART_ENTRY = 'files/cart/index';

	/**
	 * Takes its dependencies.
	 *
	 * @param Assets $assets Script registration (the add-to-cart script).
	 * @param Shop   $shop   The shop files may be linked to (add to cart).
	 */
	public function __construct( private Assets $assets, private Shop $shop = new Shop() ) {}

	/**
	 * The toolbar above the table: the column menu's button (when the table's id is given), and
	 * the download-selected button, which the view script shows once a file is ticked
	 * (docs/files.md "The file table"), and whatever else the caller puts there. The column
	 * menu's button is rendered here, not by the script, so the table does not move when the
	 * script runs (docs/files.md "No layout shift"); without JavaScript the style hides it.
	 *
	 * @param bool   $download_selected Whether to offer the download-selected button.
	 * @param string $extra             More controls (HTML, already escaped), after the button.
	 * @param string $table_id          The table's element id, for the column menu; '' leaves the
	 *                                  menu to the script.
	 * @return string HTML.
	 */
	public function toolbar( bool $download_selected, string $extra = '', string $table_id = '' ): string {
		$menu = '' !== $table_id
			? sprintf(
				'<div class="%1$s__columns"><button type="button" class="%1$s__columns-toggle" aria-expanded="false" aria-controls="%2$s">%3$s</button><ul id="%2$s" class="%1$s__columns-list" aria-label="%3$s" hidden></ul></div>',
				self::CLASS_NAME,
				esc_attr( $table_id . '-columns' ),
				esc_html__( 'Columns', 'frontage' )
			)
			: '';
		$button = $download_selected
			? sprintf(
				'<button type="button" class="wp-element-button %1$s__download-selected" hidden>%2$s <span class="%1$s__selected-count"></span></button>',
				self::CLASS_NAME,
				esc_html__( 'Download selected', 'frontage' )
			)
			: '';
		return sprintf( '<div class="%1$s__toolbar">%2$s%3$s%4$s</div>', self::CLASS_NAME, $menu, $button, $extra );
	}

	/**
	 * The table of files.
	 *
	 * @param string                            $id             The table's element id; header cells are `{id}-col-{column}`.
	 * @param string                            $caption        The caption (plain text).
	 * @param string[]                          $columns        Column keys from columns(), in order.
	 * @param bool                              $checkboxes     Whether rows have a selection checkbox.
	 * @param File[]                            $files          This page's files.
	 * @param array{field: string, dir: string} $sort           The column sorted by and its direction (`asc`, `desc`).
	 * @param callable(string, string): string  $sort_url       The address sorting by a column in a direction (not escaped).
	 * @param bool                              $search_results A search-result table: rows carry their category,
	 *                                                          and the last optional column is marked (docs/files.md).
	 * @return string HTML.
	 */
	public function table( string $id, string $caption, array $columns, bool $checkboxes, array $files, array $sort, callable $sort_url, bool $search_results = false ): string {
		$header_ids = array();
		$head       = '';
		if ( $checkboxes ) {
			$header_ids['select'] = $id . '-col-select';
			$head                .= sprintf(
				'<th scope="col" id="%1$s" class="%2$s__col-select" data-column="select" data-persist="true"><input type="checkbox" class="%2$s__select-all" aria-label="%3$s"></th>',
				esc_attr( $header_ids['select'] ),
				self::CLASS_NAME,
				esc_attr__( 'Select all files on this page', 'frontage' )
			);
		}
		$last = $search_results ? self::last_optional_column( $columns ) : '';
		foreach ( $columns as $column ) {
			$header_ids[ $column ] = $id . '-col-' . $column;
			$head                 .= $this->header_cell( $header_ids[ $column ], $column, $sort, $sort_url, $last === $column );
		}
		// The columns come first, with their widths' classes, so a table drawn while the rest of
		// it is still arriving is laid out as it ends (docs/files.md "No layout shift").
		$cols = '';
		foreach ( array_keys( $header_ids ) as $column ) {
			$cols .= sprintf( '<col class="%s">', esc_attr( self::column_classes( $column ) ) );
		}

		$rows = '';
		foreach ( $files as $file ) {
			$cells = '';
			foreach ( $header_ids as $column => $header_id ) {
				$cells .= sprintf(
					'<td headers="%1$s" class="%2$s"%3$s>%4$s</td>',
					esc_attr( $header_id ),
					esc_attr( self::column_classes( $column, $last === $column ) ),
					in_array( $column, array_diff( self::optional_columns(), self::UNLABELLED_OPTIONAL ), true ) ? sprintf( ' data-label="%s"', esc_attr( self::column_label( $column ) ) ) : '',
					$this->cell( $column, $file )
				);
			}
			$rows .= $search_results
				? sprintf( '<tr data-file-id="%1$d" data-category-id="%2$d">%3$s</tr>', $file->id, $file->category_id, $cells )
				: sprintf( '<tr data-file-id="%1$d">%2$s</tr>', $file->id, $cells );
		}

		return sprintf(
			'<div class="%1$s__scroll"><table class="%1$s__table"><caption class="%1$s__caption">%2$s</caption><colgroup>%3$s</colgroup><thead><tr>%4$s</tr></thead><tbody>%5$s</tbody></table></div>',
			self::CLASS_NAME,
			esc_html( $caption ),
			$cols,
			$head,
			$rows
		);
	}

	/**
	 * Numbered page links, with previous and next, as plain links.
	 *
	 * @param string                $label    The navigation's accessible name (plain text).
	 * @param int                   $page     The page shown (past the end: the last page is marked).
	 * @param int                   $pages    How many pages there are.
	 * @param callable(int): string $page_url The address of a page (not escaped).
	 * @return string HTML; empty with a single page.
	 */
	public function pagination( string $label, int $page, int $pages, callable $page_url ): string {
		if ( $pages <= 1 ) {
			return '';
		}
		$current = min( $page, $pages );
		$link    = static fn ( int $number ): string => esc_url( $page_url( $number ) );

		$items = array();
		if ( $current > 1 ) {
			$items[] = sprintf( '<a class="%1$s__page-link is-previous" href="%2$s">%3$s</a>', self::CLASS_NAME, $link( $current - 1 ), esc_html__( 'Previous', 'frontage' ) );
		}
		foreach ( self::page_numbers( $current, $pages ) as $number ) {
			if ( null === $number ) {
				$items[] = sprintf( '<span class="%s__page-gap" aria-hidden="true">…</span>', self::CLASS_NAME );
			} elseif ( $number === $current ) {
				$items[] = sprintf(
					'<a class="%1$s__page-link is-current" aria-current="page" href="%2$s"><span class="%1$s__sr">%3$s </span>%4$s</a>',
					self::CLASS_NAME,
					$link( $number ),
					esc_html__( 'Page', 'frontage' ),
					esc_html( number_format_i18n( $number ) )
				);
			} else {
				$items[] = sprintf(
					'<a class="%1$s__page-link" href="%2$s"><span class="%1$s__sr">%3$s </span>%4$s</a>',
					self::CLASS_NAME,
					$link( $number ),
					esc_html__( 'Page', 'frontage' ),
					esc_html( number_format_i18n( $number ) )
				);
			}
		}
		if ( $current < $pages ) {
			$items[] = sprintf( '<a class="%1$s__page-link is-next" href="%2$s">%3$s</a>', self::CLASS_NAME, $link( $current + 1 ), esc_html__( 'Next', 'frontage' ) );
		}

		return sprintf(
			'<nav class="%1$s__pagination" aria-label="%2$s">%3$s</nav>',
			self::CLASS_NAME,
			esc_attr( $label ),
			implode( '', $items )
		);
	}

	/**
	 * The page numbers to link: the first, the last and a window around the current page, with
	 * null where numbers are left out.
	 *
	 * @param int $current Current page.
	 * @param int $pages   Page count.
	 * @return list<int|null>
	 */
	public static function page_numbers( int $current, int $pages ): array {
		$numbers = array();
		$last    = 0;
		for ( $page = 1; $page <= $pages; $page++ ) {
			if ( 1 === $page || $pages === $page || abs( $page - $current ) <= self::PAGE_WINDOW ) {
				if ( $last && $page - $last > 1 ) {
					// A gap of one number is shown as that number rather than an ellipsis.
					$numbers[] = 2 === $page - $last ? $last + 1 : null;
				}
				$numbers[] = $page;
				$last      = $page;
			}
		}
		return $numbers;
	}

	/**
	 * The pop-ups the view script fills: the description pop-up ("view more") and, for the
	 * themes ggd and preview, the file detail pop-up. Closed <dialog>s, labelled by their heading.
	 *
	 * @param string $id    The table's element id.
	 * @param string $theme The table's theme.
	 * @return string HTML.
	 */
	public function dialogs( string $id, string $theme ): string {
		$html = self::dialog( $id . '-description', 'description' );
		if ( in_array( $theme, self::DETAIL_THEMES, true ) ) {
			$html .= self::dialog( $id . '-detail', 'detail' );
		}
		return $html;
	}

	/**
	 * Words the view script shows, translated here (docs/files.md "The file table": a failed zip alerts the server's
	 * message; these are the fallbacks and labels).
	 *
	 * @return array<string, string>
	 */
	public static function script_labels(): array {
		return array(
			'columns'       => __( 'Columns', 'frontage' ),
			'loading'       => __( 'Loading…', 'frontage' ),
			'detailError'   => __( 'The file’s details could not be loaded.', 'frontage' ),
			'zipError'      => __( 'The zip of the selected files could not be made.', 'frontage' ),
			/* translators: %s: the file's title. */
			'descriptionOf' => __( 'Description of %s', 'frontage' ),
			'type'          => __( 'Type', 'frontage' ),
			'size'          => __( 'Size', 'frontage' ),
			'version'       => __( 'Version', 'frontage' ),
			'created'       => __( 'Created', 'frontage' ),
			'updated'       => __( 'Updated', 'frontage' ),
			'downloads'     => __( 'Downloads', 'frontage' ),
			'tags'          => __( 'Tags', 'frontage' ),
			'download'      => __( 'Download', 'frontage' ),
			'preview'       => __( 'Preview', 'frontage' ),
			/* translators: %s: the file's title. */
			'previewOf'     => __( 'Preview of %s', 'frontage' ),
		);
	}

	/**
	 * A column's header text.
	 *
	 * @param string $column Column key.
	 * @return string Translated label.
	 */
	public static function column_label( string $column ): string {
		$labels = array(
			'title'       => __( 'Title', 'frontage' ),
			'description' => __( 'Description', 'frontage' ),
			'type'        => __( 'Type', 'frontage' ),
			'size'        => __( 'Size', 'frontage' ),
			'version'     => __( 'Version', 'frontage' ),
			'created'     => __( 'Created', 'frontage' ),
			'updated'     => __( 'Updated', 'frontage' ),
			'downloads'   => __( 'Downloads', 'frontage' ),
			'download'    => __( 'Download', 'frontage' ),
		);
		return $labels[ $column ] ?? $column;
	}

	/**
	 * The download link styled as a button; its name says which file, for screen readers.
	 *
	 * @param File $file The file.
	 * @return string HTML.
	 */
	public static function download_button( File $file ): string {
		return sprintf(
			'<a class="wp-element-button %1$s__download-button" href="%2$s">%3$s<span class="%1$s__sr"> %4$s</span></a>',
			self::CLASS_NAME,
			esc_url( $file->download_url() ),
			esc_html__( 'Download', 'frontage' ),
			esc_html( $file->title )
		);
	}

	/**
	 * The add-to-cart link of a file linked to a shop product (docs/files.md "Add to cart"), with an empty live
	 * region beside it where the script announces the 'View cart' link. Without JavaScript it is
	 * a plain link to the product's page; the script (src/files/cart) is only enqueued when a
	 * link is shown, so a site without a shop pays nothing.
	 *
	 * @param File $file The file.
	 * @return string HTML; empty without a shop or a product that can be bought.
	 */
	public function add_to_cart( File $file ): string {
		$product = $file->product_id > 0 ? $this->shop->product( $file->product_id ) : null;
		if ( ! $product ) {
			return '';
		}
		$this->assets->enqueue_script( self::CART_SCRIPT, self::CART_ENTRY );
		$settings = array(
			'endpoint' => $this->shop->add_to_cart_url(),
			'cartUrl'  => $this->shop->cart_url(),
			'redirect' => $this->shop->redirects_to_cart(),
			'viewCart' => __( 'View cart', 'frontage' ),
			/* translators: %s: the file's title. */
			'added'    => sprintf( __( '%s was added to your cart.', 'frontage' ), $file->title ),
		);
		// data-product_id and data-quantity are the shop's own names: the script posts the link's
		// data attributes as they are (docs/files.md "Add to cart"); data-frontage-cart is Frontage's, never posted.
		return sprintf(
			'<span class="frontage-add-to-cart"><a class="wp-element-button frontage-add-to-cart__button" href="%1$s" rel="nofollow" data-product_id="%2$d" data-quantity="1" data-frontage-cart="%3$s">%4$s<span class="%5$s__sr"> %6$s</span></a><span class="frontage-add-to-cart__status" role="status"></span></span>',
			esc_url( $product['url'] ),
			$product['id'],
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_html__( 'Add to cart', 'frontage' ),
			self::CLASS_NAME,
			esc_html( $file->title )
		);
	}

	/**
	 * Custom fields as a description list; a URL field shows its label and a link.
	 *
	 * @param File   $file       The file.
	 * @param string $class_name The list's class.
	 * @return string HTML; empty without fields.
	 */
	public static function custom_fields( File $file, string $class_name ): string {
		$rows = '';
		foreach ( $file->custom_fields as $field ) {
			$label = (string) ( $field['label'] ?? '' );
			$value = (string) ( $field['value'] ?? '' );
			if ( '' === $label || '' === $value ) {
				continue;
			}
			$shown = esc_html( $value );
			if ( 'url' === ( $field['type'] ?? '' ) ) {
				$url = esc_url( $value, array( 'http', 'https', 'mailto' ) );
				if ( '' === $url ) {
					continue;
				}
				$shown = sprintf( '<a href="%1$s" rel="noopener">%2$s</a>', $url, esc_html( $value ) );
			}
			$rows .= sprintf( '<div><dt>%1$s</dt><dd>%2$s</dd></div>', esc_html( $label ), $shown );
		}
		return '' !== $rows ? sprintf( '<dl class="%1$s">%2$s</dl>', esc_attr( $class_name ), $rows ) : '';
	}

	/**
	 * A date as the site formats dates, in a <time> element.
	 *
	 * @param string $iso ISO 8601 date.
	 * @return string HTML; empty for a missing date.
	 */
	public static function time( string $iso ): string {
		$timestamp = '' !== $iso ? strtotime( $iso ) : false;
		if ( ! $timestamp ) {
			return '';
		}
		return sprintf(
			'<time datetime="%1$s">%2$s</time>',
			esc_attr( gmdate( 'c', $timestamp ) ),
			esc_html( (string) wp_date( (string) get_option( 'date_format' ), $timestamp ) )
		);
	}

	/**
	 * A size in bytes for people: 1024-based units (docs/files.md "The file table"), one decimal when it matters.
	 *
	 * @param int $bytes Size in bytes.
	 * @return string E.g. `1.5 MB`, `320 KB`, `12 B`.
	 */
	public static function format_size( int $bytes ): string {
		$units = array( 'B', 'KB', 'MB', 'GB', 'TB' );
		$value = (float) max( 0, $bytes );
		$unit  = 0;
		while ( $value >= 1024 && $unit < count( $units ) - 1 ) {
			$value /= 1024;
			++$unit;
		}
		$rounded  = round( $value, 1 );
		$decimals = 0 === $unit || floor( $rounded ) === $rounded ? 0 : 1;
		return number_format_i18n( $rounded, $decimals ) . ' ' . $units[ $unit ];
	}

	/**
	 * One header cell: a sort link for sortable columns, with aria-sort on the sorted one.
	 *
	 * @param string                            $header_id Its element id.
	 * @param string                            $column    Column key.
	 * @param array{field: string, dir: string} $sort      The sort state.
	 * @param callable(string, string): string  $sort_url  The address sorting by a column in a direction.
	 * @param bool                              $last      The search table's last optional column.
	 * @return string HTML.
	 */
	private function header_cell( string $header_id, string $column, array $sort, callable $sort_url, bool $last ): string {
		$label   = self::column_label( $column );
		$content = esc_html( $label );
		$aria    = '';
		if ( in_array( $column, self::sortable_columns(), true ) ) {
			$sorted = $sort['field'] === $column;
			$next   = $sorted && 'asc' === $sort['dir'] ? 'desc' : 'asc';
			if ( $sorted ) {
				$aria = sprintf( ' aria-sort="%s"', 'asc' === $sort['dir'] ? 'ascending' : 'descending' );
			}
			$content = sprintf(
				'<a class="%1$s__sort" href="%2$s">%3$s<span class="%1$s__sort-icon" aria-hidden="true">%4$s</span></a>',
				self::CLASS_NAME,
				esc_url( $sort_url( $column, $next ) ),
				esc_html( $label ),
				$sorted ? ( 'asc' === $sort['dir'] ? '▲' : '▼' ) : ''
			);
		}
		return sprintf(
			'<th scope="col" id="%1$s" class="%2$s" data-column="%3$s"%4$s%5$s>%6$s</th>',
			esc_attr( $header_id ),
			esc_attr( self::column_classes( $column, $last ) ),
			esc_attr( $column ),
			'title' === $column ? ' data-persist="true"' : '',
			$aria,
			$content
		);
	}

	/**
	 * One body cell.
	 *
	 * @param string $column Column key.
	 * @param File   $file   The row's file.
	 * @return string HTML.
	 */
	private function cell( string $column, File $file ): string {
		switch ( $column ) {
			case 'select':
				return sprintf(
					'<input type="checkbox" class="%1$s__select-file" value="%2$d" aria-label="%3$s">',
					self::CLASS_NAME,
					$file->id,
					/* translators: %s: the file's title. */
					esc_attr( sprintf( __( 'Select %s', 'frontage' ), $file->title ) )
				);
			case 'title':
				return sprintf(
					'%5$s<a class="%1$s__title-link" href="%2$s" data-file-id="%3$d">%4$s</a>',
					self::CLASS_NAME,
					esc_url( $file->download_url() ),
					$file->id,
					esc_html( $file->title ),
					File_Types::icon( $file->ext )
				);
			case 'description':
				return self::description_cell( $file );
			case 'type':
				return esc_html( File_Types::label( $file ) );
			case 'size':
				return sprintf( '<span data-bytes="%1$d">%2$s</span>', $file->size, esc_html( self::format_size( $file->size ) ) );
			case 'version':
				return esc_html( $file->version );
			case 'created':
				return self::time( $file->created );
			case 'updated':
				return self::time( $file->updated );
			case 'downloads':
				return esc_html( number_format_i18n( $file->downloads ) );
			case 'download':
				return self::download_button( $file ) . $this->add_to_cart( $file );
		}
		return '';
	}

	/**
	 * The description: in full without JavaScript (and for crawlers); a long one is cut once the
	 * view script runs, with a "view more" button opening the whole text in a pop-up.
	 *
	 * @param File $file The file.
	 * @return string HTML.
	 */
	private static function description_cell( File $file ): string {
		$full = trim( wp_kses_post( $file->description ) );
		if ( '' === $full ) {
			return '';
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $full ), ENT_QUOTES, 'UTF-8' ) ) );
		if ( mb_strlen( $text ) <= self::DESCRIPTION_EXCERPT_CHARS ) {
			return sprintf( '<div class="%1$s__description">%2$s</div>', self::CLASS_NAME, wpautop( $full ) );
		}
		return sprintf(
			'<div class="%1$s__description is-truncated">%2$s</div><span class="%1$s__excerpt">%3$s</span> <button type="button" class="%1$s__view-more" aria-haspopup="dialog" data-file-title="%4$s">%5$s<span class="%1$s__sr"> %6$s</span></button>',
			self::CLASS_NAME,
			wpautop( $full ),
			esc_html( rtrim( mb_substr( $text, 0, self::DESCRIPTION_EXCERPT_CHARS ) ) . '…' ),
			esc_attr( $file->title ),
			esc_html__( 'View more', 'frontage' ),
			/* translators: %s: the file's title. */
			esc_html( sprintf( __( 'about %s', 'frontage' ), $file->title ) )
		);
	}

	/**
	 * One closed pop-up.
	 *
	 * @param string $id   Its element id.
	 * @param string $kind `description` or `detail`.
	 * @return string HTML.
	 */
	private static function dialog( string $id, string $kind ): string {
		return sprintf(
			'<dialog id="%1$s" class="%2$s__dialog is-%3$s" aria-labelledby="%1$s-title" aria-modal="true"><div class="%2$s__dialog-panel"><div class="%2$s__dialog-header"><h2 id="%1$s-title" class="%2$s__dialog-title"></h2><button type="button" class="%2$s__dialog-close" aria-label="%4$s"><span aria-hidden="true">×</span></button></div><div class="%2$s__dialog-body"></div></div></dialog>',
			esc_attr( $id ),
			self::CLASS_NAME,
			esc_attr( $kind ),
			esc_attr__( 'Close', 'frontage' )
		);
	}

	/**
	 * The last optional column of a list (the one a search-result table marks).
	 *
	 * @param string[] $columns Column keys, in order.
	 * @return string Its key, or '' when none is optional.
	 */
	private static function last_optional_column( array $columns ): string {
		$optional = array_values( array_intersect( $columns, self::optional_columns() ) );
		return $optional ? (string) end( $optional ) : '';
	}

	/**
	 * The CSS classes of a column's cells.
	 *
	 * @param string $column Column key.
	 * @param bool   $last   The search table's last optional column.
	 * @return string Classes.
	 */
	private static function column_classes( string $column, bool $last = false ): string {
		$classes = self::CLASS_NAME . '__col-' . $column;
		if ( in_array( $column, self::optional_columns(), true ) ) {
			$classes .= ' is-optional';
		}
		if ( $last ) {
			$classes .= ' ' . self::LAST_COLUMN_CLASSES;
		}
		return $classes;
	}
}
