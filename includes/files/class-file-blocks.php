<?php
/**
 * The File category and File blocks: the library's files on the page, rendered on the server so
 * visitors without JavaScript and crawlers get them (SPEC §2.1, §4 File table).
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the two blocks and renders them from the Library, escaping every part. The view
 * script (blocks/file-category/view.ts → src/files/file-table.ts) only reads this markup: it adds
 * the column menu, the selection and zip download, and the pop-ups.
 *
 * Sorting and paging are plain links with query arguments named per category
 * (`fc{id}_ordering`, `fc{id}_dir`, `fc{id}_page`), so several tables on one page keep their own
 * state and every page of files is reachable without JavaScript.
 */
final class File_Blocks {

	/**
	 * The File category block's name.
	 */
	public const CATEGORY_BLOCK = 'frontage/file-category';

	/**
	 * The File block's name.
	 */
	public const FILE_BLOCK = 'frontage/file';

	/**
	 * The table's columns a block can show, in order. `title` (and the checkboxes) are always
	 * shown and marked persist: the column menu does not list them.
	 */
	public const COLUMNS = array( 'title', 'description', 'type', 'size', 'version', 'created', 'updated', 'downloads', 'download' );

	/**
	 * Columns shown when the block names none (or only unknown ones).
	 */
	public const DEFAULT_COLUMNS = self::COLUMNS;

	/**
	 * Columns a click on their header sorts by, as Library ordering fields.
	 */
	public const SORTABLE = array( 'title', 'type', 'size', 'version', 'created', 'updated', 'downloads' );

	/**
	 * Columns a narrow screen may hide first (the view style hides them below 768 px until the
	 * visitor asks for them in the column menu).
	 */
	public const OPTIONAL_COLUMNS = array( 'description', 'version', 'created', 'updated', 'downloads' );

	/**
	 * Themes: `ggd` and `preview` open a file's details in a pop-up (SPEC §2.2, §7 file.display).
	 */
	public const THEMES = array( 'default', 'ggd', 'preview' );

	/**
	 * Themes whose file titles open the detail pop-up.
	 */
	public const DETAIL_THEMES = array( 'ggd', 'preview' );

	/**
	 * Files per page when the block does not say.
	 */
	public const DEFAULT_PER_PAGE = 20;

	/**
	 * Descriptions longer than this many characters are cut, with a "view more" pop-up.
	 */
	public const DESCRIPTION_EXCERPT_CHARS = 100;

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
	private const CART_ENTRY = 'files-cart/index';

	/**
	 * The class every file table carries, shared with the search issue's result table.
	 */
	private const TABLE = 'frontage-file-table';

	/**
	 * The block editor's preview route for Frontage's blocks (WordPress's block renderer).
	 */
	private const PREVIEW_ROUTE = '/wp/v2/block-renderer/frontage/';

	/**
	 * Whether the request being served is the block editor's preview of one of these blocks.
	 *
	 * @var bool
	 */
	private bool $previewing = false;

	/**
	 * Takes its dependencies.
	 *
	 * @param Library $library The file library.
	 * @param Assets  $assets  Block registration.
	 * @param Shop    $shop    The shop files may be linked to (add to cart).
	 */
	public function __construct( private Library $library, private Assets $assets, private Shop $shop = new Shop() ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'rest_request_before_callbacks', array( $this, 'enter_preview' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'leave_preview' ), 10, 3 );
	}

	/**
	 * Notes that the editor's preview of a block is being rendered, so that editors get notes
	 * visitors never see.
	 *
	 * @param mixed            $response The response so far (passed through).
	 * @param array            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed The response, unchanged.
	 */
	public function enter_preview( mixed $response, array $handler, \WP_REST_Request $request ): mixed {
		unset( $handler );
		if ( str_starts_with( $request->get_route(), self::PREVIEW_ROUTE ) ) {
			$this->previewing = true;
		}
		return $response;
	}

	/**
	 * Ends the editor's preview.
	 *
	 * @param mixed            $response The response (passed through).
	 * @param array            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed The response, unchanged.
	 */
	public function leave_preview( mixed $response, array $handler, \WP_REST_Request $request ): mixed {
		unset( $handler, $request );
		$this->previewing = false;
		return $response;
	}

	/**
	 * Registers both blocks from build/ and renders them with this library: block.json holds the
	 * contract, the render callbacks below the markup.
	 */
	public function register_blocks(): void {
		$category = $this->assets->register_block( 'file-category' );
		if ( $category ) {
			$category->render_callback = array( $this, 'render_category' );
		}
		$file = $this->assets->register_block( 'file' );
		if ( $file ) {
			$file->render_callback = array( $this, 'render_file' );
		}
	}

	/**
	 * The query argument names of one category's table.
	 *
	 * @param int $category_id Category id.
	 * @return array{ordering: string, dir: string, page: string}
	 */
	public static function query_keys( int $category_id ): array {
		$prefix = 'fc' . $category_id . '_';
		return array(
			'ordering' => $prefix . 'ordering',
			'dir'      => $prefix . 'dir',
			'page'     => $prefix . 'page',
		);
	}

	/**
	 * The File category block: a table of one category's visible files.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string HTML; empty for a visitor who may not see the category.
	 */
	public function render_category( array $attributes ): string {
		$category_id = self::positive_int( $attributes['categoryId'] ?? 0 );
		$category    = $category_id ? $this->library->categories()->get( $category_id ) : null;
		if ( ! $category ) {
			return $this->editor_notice( __( 'Choose a file category in the block’s settings.', 'frontage' ) );
		}
		if ( ! $this->library->visibility()->can_see_category( $category_id ) ) {
			return $this->editor_notice( __( 'You may not see this file category, so this block shows nothing to you. Visitors allowed to see it get its files.', 'frontage' ) );
		}

		$settings = self::category_settings( $attributes );
		$state    = $this->table_state( $category, $settings );
		$query    = array(
			'category' => $category_id,
			'per_page' => $settings['per_page'],
			'orderby'  => $state['field'],
			'order'    => $state['dir'],
		);
		$list     = $this->library->list( array( 'page' => $state['page'] ) + $query );
		// A page beyond the last (a stale link) shows the last page rather than nothing. Databases
		// differ in the total they report past the end, so the first page tells the page count.
		if ( ! $list['files'] && $state['page'] > 1 ) {
			$list = $this->library->list( array( 'page' => 1 ) + $query );
			if ( $list['pages'] > 1 ) {
				$list = $this->library->list( array( 'page' => $list['pages'] ) + $query );
			}
			$state['page'] = max( 1, $list['pages'] );
		}

		$id   = wp_unique_id( 'frontage-files-' );
		$keys = self::query_keys( $category_id );

		$body = $list['files']
			? $this->table( $id, $category, $settings, $state, $list['files'], $keys )
			: sprintf( '<p class="%s__empty">%s</p>', self::TABLE, esc_html__( 'This category has no files yet.', 'frontage' ) );

		$wrapper = get_block_wrapper_attributes(
			array(
				'id'                 => $id,
				'class'              => self::TABLE . ' is-theme-' . $settings['theme'],
				'data-category-id'   => (string) $category_id,
				'data-category-name' => $category['name'],
				'data-ajax-url'      => admin_url( 'admin-ajax.php' ),
				'data-theme'         => $settings['theme'],
				'data-labels'        => (string) wp_json_encode( self::script_labels() ),
			)
		);

		return sprintf(
			'<div %1$s>%2$s%3$s%4$s%5$s%6$s</div>',
			$wrapper,
			$this->visibility_notice( $category ),
			$list['files'] ? $this->toolbar( $settings ) : '',
			$body,
			$this->pagination( $id, $category, $state, $list['pages'], $keys ),
			$list['files'] ? $this->dialogs( $id, $settings ) : ''
		);
	}

	/**
	 * The File block: one file as a card.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string HTML; empty for a visitor who may not see the file.
	 */
	public function render_file( array $attributes ): string {
		$file = $this->library->find_visible( $attributes['fileId'] ?? 0 );
		if ( is_wp_error( $file ) ) {
			return $this->editor_notice(
				self::positive_int( $attributes['fileId'] ?? 0 )
					? __( 'This file does not exist, is not published, or you may not see it, so this block shows nothing.', 'frontage' )
					: __( 'Choose a file in the block’s settings.', 'frontage' )
			);
		}

		$details = array(
			__( 'Type', 'frontage' )      => esc_html( self::type_label( $file ) ),
			__( 'Size', 'frontage' )      => esc_html( self::format_size( $file->size ) ),
			__( 'Version', 'frontage' )   => esc_html( $file->version ),
			__( 'Created', 'frontage' )   => self::time( $file->created ),
			__( 'Updated', 'frontage' )   => self::time( $file->updated ),
			__( 'Downloads', 'frontage' ) => esc_html( number_format_i18n( $file->downloads ) ),
		);
		$rows    = '';
		foreach ( $details as $label => $value ) {
			if ( '' === $value ) {
				continue;
			}
			$rows .= sprintf( '<div class="frontage-file-card__detail"><dt>%s</dt><dd>%s</dd></div>', esc_html( $label ), $value );
		}

		$description = trim( wp_kses_post( $file->description ) );
		return sprintf(
			'<div %1$s><p class="frontage-file-card__title"><a href="%2$s">%3$s</a></p>%4$s<dl class="frontage-file-card__details">%5$s</dl>%6$s<p class="frontage-file-card__actions">%7$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'frontage-file-card' ) ),
			esc_url( $file->download_url() ),
			esc_html( $file->title ),
			'' !== $description ? '<div class="frontage-file-card__description">' . wpautop( $description ) . '</div>' : '',
			$rows,
			self::custom_fields( $file, 'frontage-file-card__fields' ),
			self::download_button( $file ) . $this->add_to_cart( $file )
		);
	}

	/**
	 * The block's settings, with bad values replaced by defaults.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{columns: string[], ordering: string, per_page: int, theme: string, checkboxes: bool}
	 */
	private static function category_settings( array $attributes ): array {
		$columns = is_array( $attributes['columns'] ?? null )
			? array_values( array_intersect( self::COLUMNS, array_map( 'strval', array_filter( $attributes['columns'], 'is_scalar' ) ) ) )
			: array();
		// The title is the file's name and download link: a table without it makes no sense.
		$columns = $columns ? array_values( array_unique( array_merge( array( 'title' ), $columns ) ) ) : self::DEFAULT_COLUMNS;
		$columns = array_values( array_intersect( self::COLUMNS, $columns ) );

		$ordering = is_string( $attributes['ordering'] ?? null ) ? $attributes['ordering'] : '';
		$ordering = in_array( preg_replace( '/-desc$/', '', $ordering ), Categories::ORDERINGS, true ) ? $ordering : '';

		$per_page = self::positive_int( $attributes['perPage'] ?? self::DEFAULT_PER_PAGE );
		$per_page = $per_page ? min( Library::MAX_PER_PAGE, $per_page ) : self::DEFAULT_PER_PAGE;

		$theme = is_string( $attributes['theme'] ?? null ) && in_array( $attributes['theme'], self::THEMES, true ) ? $attributes['theme'] : 'default';

		return array(
			'columns'    => $columns,
			'ordering'   => $ordering,
			'per_page'   => $per_page,
			'theme'      => $theme,
			'checkboxes' => ! isset( $attributes['showCheckboxes'] ) || false !== $attributes['showCheckboxes'],
		);
	}

	/**
	 * The sort and page the visitor asked for through the table's query arguments, else the
	 * block's ordering, else the category's own.
	 *
	 * @param array<string, mixed> $category The category.
	 * @param array<string, mixed> $settings From category_settings().
	 * @return array{field: string, dir: string, page: int}
	 */
	private function table_state( array $category, array $settings ): array {
		$keys     = self::query_keys( (int) $category['id'] );
		$ordering = '' !== $settings['ordering'] ? $settings['ordering'] : (string) $category['ordering'];
		$field    = preg_replace( '/-desc$/', '', $ordering );
		$field    = in_array( $field, Categories::ORDERINGS, true ) ? $field : 'title';
		$dir      = str_ends_with( $ordering, '-desc' ) ? 'desc' : 'asc';

		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading a public page's sort and page, nothing changes.
		$asked_field = isset( $_GET[ $keys['ordering'] ] ) && is_string( $_GET[ $keys['ordering'] ] ) ? sanitize_key( wp_unslash( $_GET[ $keys['ordering'] ] ) ) : '';
		$asked_dir   = isset( $_GET[ $keys['dir'] ] ) && is_string( $_GET[ $keys['dir'] ] ) ? sanitize_key( wp_unslash( $_GET[ $keys['dir'] ] ) ) : '';
		$asked_page  = isset( $_GET[ $keys['page'] ] ) ? self::positive_int( wp_unslash( $_GET[ $keys['page'] ] ) ) : 0;
		// phpcs:enable

		if ( in_array( $asked_field, self::SORTABLE, true ) ) {
			$field = $asked_field;
			$dir   = 'desc' === $asked_dir ? 'desc' : 'asc';
		}
		return array(
			'field' => $field,
			'dir'   => $dir,
			'page'  => max( 1, $asked_page ),
		);
	}

	/**
	 * The toolbar above the table: the download-selected button, which the view script shows
	 * once a file is ticked (SPEC §2.2, §4).
	 *
	 * @param array<string, mixed> $settings From category_settings().
	 * @return string HTML.
	 */
	private function toolbar( array $settings ): string {
		$button = $settings['checkboxes']
			? sprintf(
				'<button type="button" class="wp-element-button %1$s__download-selected" hidden>%2$s <span class="%1$s__selected-count"></span></button>',
				self::TABLE,
				esc_html__( 'Download selected', 'frontage' )
			)
			: '';
		return sprintf( '<div class="%1$s__toolbar">%2$s</div>', self::TABLE, $button );
	}

	/**
	 * The table of files.
	 *
	 * @param string                $id       The block's element id.
	 * @param array<string, mixed>  $category The category.
	 * @param array<string, mixed>  $settings From category_settings(): columns, checkboxes.
	 * @param array<string, mixed>  $state    From table_state().
	 * @param File[]                $files    This page's files.
	 * @param array<string, string> $keys     The table's query argument names.
	 * @return string HTML.
	 */
	private function table( string $id, array $category, array $settings, array $state, array $files, array $keys ): string {
		$header_ids = array();
		$head       = '';
		if ( $settings['checkboxes'] ) {
			$header_ids['select'] = $id . '-col-select';
			$head                .= sprintf(
				'<th scope="col" id="%1$s" class="%2$s__col-select" data-column="select" data-persist="true"><input type="checkbox" class="%2$s__select-all" aria-label="%3$s"></th>',
				esc_attr( $header_ids['select'] ),
				self::TABLE,
				esc_attr__( 'Select all files on this page', 'frontage' )
			);
		}
		foreach ( $settings['columns'] as $column ) {
			$header_ids[ $column ] = $id . '-col-' . $column;
			$head                 .= $this->header_cell( $header_ids[ $column ], $column, $state, $keys, $id );
		}

		$rows = '';
		foreach ( $files as $file ) {
			$cells = '';
			foreach ( $header_ids as $column => $header_id ) {
				$cells .= sprintf(
					'<td headers="%1$s" class="%2$s">%3$s</td>',
					esc_attr( $header_id ),
					esc_attr( self::column_classes( $column ) ),
					$this->cell( $column, $file )
				);
			}
			$rows .= sprintf( '<tr data-file-id="%1$d">%2$s</tr>', $file->id, $cells );
		}

		return sprintf(
			'<div class="%1$s__scroll"><table class="%1$s__table"><caption class="%1$s__caption">%2$s</caption><thead><tr>%3$s</tr></thead><tbody>%4$s</tbody></table></div>',
			self::TABLE,
			/* translators: %s: the file category's name. */
			esc_html( sprintf( __( 'Files in %s', 'frontage' ), $category['name'] ) ),
			$head,
			$rows
		);
	}

	/**
	 * One header cell: a sort link for sortable columns, with aria-sort on the sorted one.
	 *
	 * @param string                $header_id Its element id.
	 * @param string                $column    Column key.
	 * @param array<string, mixed>  $state     From table_state().
	 * @param array<string, string> $keys      The table's query argument names.
	 * @param string                $anchor    The block's element id, to come back to after sorting.
	 * @return string HTML.
	 */
	private function header_cell( string $header_id, string $column, array $state, array $keys, string $anchor ): string {
		$label   = self::column_label( $column );
		$content = esc_html( $label );
		$sort    = '';
		if ( in_array( $column, self::SORTABLE, true ) ) {
			$sorted = $state['field'] === $column;
			$next   = $sorted && 'asc' === $state['dir'] ? 'desc' : 'asc';
			$url    = add_query_arg(
				array(
					$keys['ordering'] => $column,
					$keys['dir']      => $next,
					$keys['page']     => false,
				)
			) . '#' . $anchor;
			if ( $sorted ) {
				$sort = sprintf( ' aria-sort="%s"', 'asc' === $state['dir'] ? 'ascending' : 'descending' );
			}
			$content = sprintf(
				'<a class="%1$s__sort" href="%2$s">%3$s<span class="%1$s__sort-icon" aria-hidden="true">%4$s</span></a>',
				self::TABLE,
				esc_url( $url ),
				esc_html( $label ),
				$sorted ? ( 'asc' === $state['dir'] ? '▲' : '▼' ) : ''
			);
		}
		return sprintf(
			'<th scope="col" id="%1$s" class="%2$s" data-column="%3$s"%4$s%5$s>%6$s</th>',
			esc_attr( $header_id ),
			esc_attr( self::column_classes( $column ) ),
			esc_attr( $column ),
			'title' === $column ? ' data-persist="true"' : '',
			$sort,
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
					self::TABLE,
					$file->id,
					/* translators: %s: the file's title. */
					esc_attr( sprintf( __( 'Select %s', 'frontage' ), $file->title ) )
				);
			case 'title':
				return sprintf(
					'<a class="%1$s__title-link" href="%2$s" data-file-id="%3$d">%4$s</a>',
					self::TABLE,
					esc_url( $file->download_url() ),
					$file->id,
					esc_html( $file->title )
				);
			case 'description':
				return $this->description_cell( $file );
			case 'type':
				return esc_html( self::type_label( $file ) );
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
	private function description_cell( File $file ): string {
		$full = trim( wp_kses_post( $file->description ) );
		if ( '' === $full ) {
			return '';
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $full ), ENT_QUOTES, 'UTF-8' ) ) );
		if ( mb_strlen( $text ) <= self::DESCRIPTION_EXCERPT_CHARS ) {
			return sprintf( '<div class="%1$s__description">%2$s</div>', self::TABLE, wpautop( $full ) );
		}
		return sprintf(
			'<div class="%1$s__description is-truncated">%2$s</div><span class="%1$s__excerpt">%3$s</span> <button type="button" class="%1$s__view-more" aria-haspopup="dialog" data-file-title="%4$s">%5$s<span class="%1$s__sr"> %6$s</span></button>',
			self::TABLE,
			wpautop( $full ),
			esc_html( rtrim( mb_substr( $text, 0, self::DESCRIPTION_EXCERPT_CHARS ) ) . '…' ),
			esc_attr( $file->title ),
			esc_html__( 'View more', 'frontage' ),
			/* translators: %s: the file's title. */
			esc_html( sprintf( __( 'about %s', 'frontage' ), $file->title ) )
		);
	}

	/**
	 * Numbered page links, with previous and next, as plain links.
	 *
	 * @param string                $id       The block's element id.
	 * @param array<string, mixed>  $category The category.
	 * @param array<string, mixed>  $state    From table_state().
	 * @param int                   $pages    How many pages there are.
	 * @param array<string, string> $keys     The table's query argument names.
	 * @return string HTML; empty with a single page.
	 */
	private function pagination( string $id, array $category, array $state, int $pages, array $keys ): string {
		if ( $pages <= 1 ) {
			return '';
		}
		$current = min( $state['page'], $pages );
		$link    = static function ( int $page ) use ( $keys, $id ): string {
			// Page 1 is the page without the argument: one address per page.
			return esc_url( add_query_arg( $keys['page'], $page > 1 ? $page : false ) . '#' . $id );
		};

		$items = array();
		if ( $current > 1 ) {
			$items[] = sprintf( '<a class="%1$s__page-link is-previous" href="%2$s">%3$s</a>', self::TABLE, $link( $current - 1 ), esc_html__( 'Previous', 'frontage' ) );
		}
		foreach ( self::page_numbers( $current, $pages ) as $page ) {
			if ( null === $page ) {
				$items[] = sprintf( '<span class="%s__page-gap" aria-hidden="true">…</span>', self::TABLE );
			} elseif ( $page === $current ) {
				$items[] = sprintf(
					'<a class="%1$s__page-link is-current" aria-current="page" href="%2$s"><span class="%1$s__sr">%3$s </span>%4$s</a>',
					self::TABLE,
					$link( $page ),
					esc_html__( 'Page', 'frontage' ),
					esc_html( number_format_i18n( $page ) )
				);
			} else {
				$items[] = sprintf(
					'<a class="%1$s__page-link" href="%2$s"><span class="%1$s__sr">%3$s </span>%4$s</a>',
					self::TABLE,
					$link( $page ),
					esc_html__( 'Page', 'frontage' ),
					esc_html( number_format_i18n( $page ) )
				);
			}
		}
		if ( $current < $pages ) {
			$items[] = sprintf( '<a class="%1$s__page-link is-next" href="%2$s">%3$s</a>', self::TABLE, $link( $current + 1 ), esc_html__( 'Next', 'frontage' ) );
		}

		return sprintf(
			'<nav class="%1$s__pagination" aria-label="%2$s">%3$s</nav>',
			self::TABLE,
			/* translators: %s: the file category's name. */
			esc_attr( sprintf( __( 'Pages of %s', 'frontage' ), $category['name'] ) ),
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
	 * @param string               $id       The block's element id.
	 * @param array<string, mixed> $settings From category_settings().
	 * @return string HTML.
	 */
	private function dialogs( string $id, array $settings ): string {
		$html = self::dialog( $id . '-description', 'description' );
		if ( in_array( $settings['theme'], self::DETAIL_THEMES, true ) ) {
			$html .= self::dialog( $id . '-detail', 'detail' );
		}
		return $html;
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
			self::TABLE,
			esc_attr( $kind ),
			esc_attr__( 'Close', 'frontage' )
		);
	}

	/**
	 * Words the view script shows, translated here (SPEC §8: a failed zip alerts the server's
	 * message; these are the fallbacks and labels).
	 *
	 * @return array<string, string>
	 */
	private static function script_labels(): array {
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
		);
	}

	/**
	 * The CSS classes of a column's cells.
	 *
	 * @param string $column Column key.
	 * @return string Classes.
	 */
	private static function column_classes( string $column ): string {
		$classes = self::TABLE . '__col-' . $column;
		if ( in_array( $column, self::OPTIONAL_COLUMNS, true ) ) {
			$classes .= ' is-optional';
		}
		return $classes;
	}

	/**
	 * A column's header text.
	 *
	 * @param string $column Column key.
	 * @return string Translated label.
	 */
	private static function column_label( string $column ): string {
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
	private static function download_button( File $file ): string {
		return sprintf(
			'<a class="wp-element-button %1$s__download-button" href="%2$s">%3$s<span class="%1$s__sr"> %4$s</span></a>',
			self::TABLE,
			esc_url( $file->download_url() ),
			esc_html__( 'Download', 'frontage' ),
			esc_html( $file->title )
		);
	}

	/**
	 * The add-to-cart link of a file linked to a shop product (SPEC §7, §8), with an empty live
	 * region beside it where the script announces the 'View cart' link. Without JavaScript it is
	 * a plain link to the product's page; the script (src/files-cart) is only enqueued when a
	 * link is shown, so a site without a shop pays nothing.
	 *
	 * @param File $file The file.
	 * @return string HTML; empty without a shop or a product that can be bought.
	 */
	private function add_to_cart( File $file ): string {
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
		// data attributes as they are (SPEC §7); data-frontage-cart is Frontage's, never posted.
		return sprintf(
			'<span class="frontage-add-to-cart"><a class="wp-element-button frontage-add-to-cart__button" href="%1$s" rel="nofollow" data-product_id="%2$d" data-quantity="1" data-frontage-cart="%3$s">%4$s<span class="%5$s__sr"> %6$s</span></a><span class="frontage-add-to-cart__status" role="status"></span></span>',
			esc_url( $product['url'] ),
			$product['id'],
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_html__( 'Add to cart', 'frontage' ),
			self::TABLE,
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
	private static function custom_fields( File $file, string $class_name ): string {
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
	private static function time( string $iso ): string {
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
	 * A file's type as shown: its extension in capitals.
	 *
	 * @param File $file The file.
	 * @return string E.g. `PDF`.
	 */
	private static function type_label( File $file ): string {
		return strtoupper( $file->ext );
	}

	/**
	 * A size in bytes for people: 1024-based units (SPEC §9), one decimal when it matters.
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
	 * A positive integer from an attribute or query value, else 0.
	 *
	 * @param mixed $value Input.
	 * @return int
	 */
	private static function positive_int( mixed $value ): int {
		if ( is_float( $value ) && floor( $value ) === $value ) {
			$value = (int) $value;
		}
		return Library::parse_id( $value );
	}

	/**
	 * A note about who may see a restricted category, for editors in the editor's preview only.
	 *
	 * @param array<string, mixed> $category The category.
	 * @return string HTML; empty outside the editor or for a public category.
	 */
	private function visibility_notice( array $category ): string {
		if ( 'public' === $category['visibility'] ) {
			return '';
		}
		return $this->editor_notice(
			'logged_in' === $category['visibility']
				? __( 'Only logged-in visitors see this category’s files; other visitors see nothing here.', 'frontage' )
				/* translators: %s: comma-separated role names. */
				: sprintf( __( 'Only visitors with these roles see this category’s files: %s. Other visitors see nothing here.', 'frontage' ), implode( ', ', $category['roles'] ) )
		);
	}

	/**
	 * A note shown in the editor's preview of the block (WordPress's block renderer, asked by
	 * someone who edits posts), never to visitors.
	 *
	 * @param string $message The note.
	 * @return string HTML, or empty outside the editor.
	 */
	private function editor_notice( string $message ): string {
		if ( ! $this->previewing || ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p class="%1$s__notice">%2$s</p>', self::TABLE, esc_html( $message ) );
	}
}
