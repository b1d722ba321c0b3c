<?php
/**
 * The File category and File blocks: the library's files on the page, rendered on the server so
 * visitors without JavaScript and crawlers get them (docs/files.md "The file table").
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;
use Frontage\Block_Preview;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the two blocks and renders them from the Library, the table through File_Table
 * (shared with the search results), escaping every part. The view
 * script (blocks/file-category/view.ts → src/files/file-table.ts) only reads this markup: it adds
 * the column menu, the selection and zip download, and the pop-ups.
 *
 * Sorting and paging are plain links, and the search box a plain GET form, with query arguments
 * named per category (`fc{id}_ordering`, `fc{id}_dir`, `fc{id}_page`, `fc{id}_q`), so several
 * tables on one page keep their own state and every page of files is reachable without
 * JavaScript; the view script follows them in place (src/files/file-table-paging.ts).
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
	 * Themes: `ggd` and `preview` open a file's details in a pop-up (docs/files.md "The file table": task=file.display).
	 */
	public const THEMES = File_Table::THEMES;

	/**
	 * Themes whose file titles open the detail pop-up.
	 */
	public const DETAIL_THEMES = File_Table::DETAIL_THEMES;

	/**
	 * Files per page when the block does not say.
	 */
	public const DEFAULT_PER_PAGE = 20;

	/**
	 * The class every file table carries, shared with the search results.
	 */
	private const TABLE = File_Table::CLASS_NAME;

	/**
	 * The block's table views (`tableView`, shortcode `table_view`; docs/files.md "Saved tables"):
	 * rows and columns, or each file as a block of its own (the list view). The first is the default.
	 */
	public const VIEWS = array( 'table', 'list' );


	/**
	 * Whether the block editor's preview is being rendered.
	 *
	 * @var Block_Preview
	 */
	private Block_Preview $preview;

	/**
	 * The table markup, shared with the search results.
	 *
	 * @var File_Table
	 */
	private File_Table $table;

	/**
	 * The saved tables a block may name (`tableId`).
	 *
	 * @var Table_Presets
	 */
	private Table_Presets $presets;

	/**
	 * The table of a `woo_commerce` saved table, made for the first one rendered.
	 *
	 * @var Product_Table|null
	 */
	private ?Product_Table $products = null;

	/**
	 * Takes its dependencies.
	 *
	 * @param Library            $library The file library.
	 * @param Assets             $assets  Block registration.
	 * @param Shop               $shop    The shop files may be linked to (add to cart).
	 * @param Table_Presets|null $presets The saved tables; null: a new one over the same shop.
	 * @param Block_Preview|null $preview Whether the editor's preview is rendered, hooked by the
	 *                                    caller; null: a new one, hooked by add_hooks().
	 */
	public function __construct( private Library $library, private Assets $assets, private Shop $shop = new Shop(), ?Table_Presets $presets = null, ?Block_Preview $preview = null ) {
		$this->table   = new File_Table( $assets, $shop );
		$this->preview = $preview ?? new Block_Preview();
		$this->presets = $presets ?? new Table_Presets( $shop );
	}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		$this->preview->add_hooks();
	}

	/**
	 * Registers both blocks from build/ and renders them with this library: block.json holds the
	 * contract, the render callbacks below the markup.
	 */
	public function register_blocks(): void {
		Files_Module::register_blocks( $this->assets, $this );
	}

	/**
	 * The query argument names of one category's table.
	 *
	 * @param int $category_id Category id.
	 * @return array{ordering: string, dir: string, page: string, search: string}
	 */
	public static function query_keys( int $category_id ): array {
		$prefix = 'fc' . $category_id . '_';
		return array(
			'ordering' => $prefix . 'ordering',
			'dir'      => $prefix . 'dir',
			'page'     => $prefix . 'page',
			'search'   => $prefix . 'q',
		);
	}

	/**
	 * The longest title search a table's search box takes, in characters; more is cut.
	 */
	public const MAX_SEARCH_CHARS = 100;

	/**
	 * The File category block: a table of one category's visible files.
	 *
	 * @param mixed $attributes The block's attributes (anything else: none; bad values: defaults).
	 * @return string HTML; empty for a visitor who may not see the category.
	 */
	public function render_category( mixed $attributes ): string {
		$attributes  = is_array( $attributes ) ? $attributes : array();
		$category_id = self::positive_int( $attributes['categoryId'] ?? 0 );
		if ( ! $category_id ) {
			return $this->editor_notice( __( 'Choose a file category in the block’s settings.', 'frontage' ) );
		}
		$category = $this->library->categories()->get( $category_id );
		// One note, word for word, for a deleted category and one the editor may not see.
		if ( ! $category || ! $this->library->visibility()->can_see_category( $category_id ) ) {
			return $this->editor_notice( __( 'This file category does not exist or you may not see it, so this block shows nothing to you. Visitors allowed to see it get its files.', 'frontage' ) );
		}

		// A saved table (docs/files.md "Saved tables") sets the columns, order, page size and theme.
		$table_id = self::positive_int( $attributes['tableId'] ?? 0 );
		$preset   = $table_id ? $this->presets->get( $table_id ) : null;
		$notice   = $table_id && ! $preset ? $this->editor_notice( __( 'The saved table this block names no longer exists, so the block’s own settings apply.', 'frontage' ) ) : '';
		if ( $preset && ! $this->presets->is_available( $preset ) ) {
			return $this->editor_notice(
				/* translators: %s: the saved table's title. */
				sprintf( __( 'The saved table “%s” lists WooCommerce products, and WooCommerce is not active, so this block shows nothing.', 'frontage' ), $preset['title'] )
			);
		}
		if ( $preset && Table_Presets::TYPE_WOO === $preset['type'] ) {
			return $this->render_products( $category, $preset );
		}

		$settings = self::category_settings( $preset ? self::preset_attributes( $preset ) + $attributes : $attributes );
		$state    = $this->table_state( $category, $settings );
		[ $list, $state['page'] ] = $this->files_to_show( $category_id, $settings, $state );
		return $this->category_table( $category, $settings, $state, $list, $notice );
	}

	/**
	 * The page of a category's files a table shows: in its sort, and when its search box holds
	 * words, only the files with them in their titles.
	 *
	 * @param int                  $category_id The category.
	 * @param array<string, mixed> $settings    From category_settings().
	 * @param array<string, mixed> $state       From table_state().
	 * @return array{0: array{files: File[], total: int, pages: int}, 1: int} The list, and the page it is.
	 */
	private function files_to_show( int $category_id, array $settings, array $state ): array {
		$query      = array(
			'category' => $category_id,
			'per_page' => $settings['per_page'],
			'orderby'  => $state['field'],
			'order'    => $state['dir'],
		);
		$title_only = null;
		if ( $settings['search'] && '' !== $state['search'] ) {
			$query['search'] = $state['search'];
			// The search box looks in titles only (docs/files.md), for this table's query alone.
			$title_only = static fn (): array => array( 'post_title' );
			add_filter( 'post_search_columns', $title_only );
		}
		try {
			return $this->page_of( $query, $state['page'] );
		} finally {
			if ( $title_only ) {
				remove_filter( 'post_search_columns', $title_only );
			}
		}
	}

	/**
	 * The File category block's markup: the wrapper with what the view script reads, the notes,
	 * the search box, the toolbar, the table (or why it is empty), the pages and the pop-ups.
	 *
	 * @param array<string, mixed>                         $category The category.
	 * @param array<string, mixed>                         $settings From category_settings().
	 * @param array<string, mixed>                         $state    From table_state(), with the page shown.
	 * @param array{files: File[], total: int, pages: int} $list     The files shown.
	 * @param string                                       $notice   An editor's note above the table ('' for none).
	 * @return string HTML.
	 */
	private function category_table( array $category, array $settings, array $state, array $list, string $notice ): string {
		$category_id = (int) $category['id'];
		$id          = wp_unique_id( 'frontage-files-' );
		$keys        = self::query_keys( $category_id );

		$body = $list['files']
			? $this->table->table(
				$id,
				/* translators: %s: the file category's name. */
				sprintf( __( 'Files in %s', 'frontage' ), $category['name'] ),
				$settings['columns'],
				$settings['checkboxes'],
				$list['files'],
				$state,
				static fn ( string $column, string $dir ): string => add_query_arg(
					array(
						$keys['ordering'] => $column,
						$keys['dir']      => $dir,
						$keys['page']     => false,
					)
				) . '#' . $id
			)
			: self::empty_message( $category, $settings['search'] ? $state['search'] : '', $keys );

		$wrapper = get_block_wrapper_attributes(
			array(
				'id'                 => $id,
				'class'              => self::TABLE . ' is-theme-' . $settings['theme'] . ( 'list' === $settings['view'] ? ' is-view-list' : '' ),
				'data-category-id'   => (string) $category_id,
				'data-category-name' => $category['name'],
				'data-ajax-url'      => admin_url( 'admin-ajax.php' ),
				'data-theme'         => $settings['theme'],
				'data-status'        => self::status( $list['total'], $state['page'], $list['pages'], $settings['search'] ? $state['search'] : '' ),
				'data-labels'        => (string) wp_json_encode( File_Table::script_labels() ),
			)
		);

		return sprintf(
			'<div %1$s>%2$s%3$s%4$s%5$s%6$s</div>',
			$wrapper,
			$notice . $this->visibility_notice( $category ) . ( $settings['search'] ? self::search_form( $id, $category, $state['search'], $keys ) : '' ),
			$list['files'] ? $this->table->toolbar( $settings['checkboxes'], '', $id ) : '',
			$body,
			$this->table->pagination(
				/* translators: %s: the file category's name. */
				sprintf( __( 'Pages of %s', 'frontage' ), $category['name'] ),
				$state['page'],
				$list['pages'],
				// Page 1 is the page without the argument: one address per page.
				static fn ( int $page ): string => add_query_arg( $keys['page'], $page > 1 ? $page : false ) . '#' . $id
			),
			$list['files'] ? $this->table->dialogs( $id, $settings['theme'] ) : ''
		);
	}

	/**
	 * The File category block drawn by a `woo_commerce` saved table: the category's files linked
	 * to products, with add to cart (Product_Table).
	 *
	 * @param array<string, mixed> $category The category.
	 * @param array<string, mixed> $preset   The saved table.
	 * @return string HTML.
	 */
	private function render_products( array $category, array $preset ): string {
		$id      = wp_unique_id( 'frontage-files-' );
		$wrapper = get_block_wrapper_attributes(
			array(
				'id'               => $id,
				'class'            => Product_Table::CLASS_NAME,
				'data-category-id' => (string) $category['id'],
				'data-table-type'  => Table_Presets::TYPE_WOO,
			)
		);
		return sprintf( '<div %1$s>%2$s%3$s</div>', $wrapper, $this->visibility_notice( $category ), $this->products()->render( $id, $category, $preset ) );
	}

	/**
	 * The product table, made on first use.
	 */
	private function products(): Product_Table {
		$this->products ??= new Product_Table( $this->library, $this->table, $this->shop );
		return $this->products;
	}

	/**
	 * A saved table's settings as the block's attributes, which they replace.
	 *
	 * @param array<string, mixed> $preset The saved table.
	 * @return array<string, mixed>
	 */
	private static function preset_attributes( array $preset ): array {
		return array(
			'columns'  => $preset['columns'],
			'ordering' => $preset['ordering'],
			'perPage'  => $preset['per_page'],
			'theme'    => $preset['theme'],
		);
	}

	/**
	 * One page of a category's files. A page beyond the last (a stale link) gives the last page
	 * rather than nothing. Databases differ in the total they report past the end, so the first
	 * page tells the page count.
	 *
	 * @param array<string, mixed> $query The list's query, without the page.
	 * @param int                  $page  The page asked for.
	 * @return array{0: array{files: File[], total: int, pages: int}, 1: int} The list, and the page it is.
	 */
	private function page_of( array $query, int $page ): array {
		$list = $this->library->list( array( 'page' => $page ) + $query );
		if ( ! $list['files'] && $page > 1 ) {
			$list = $this->library->list( array( 'page' => 1 ) + $query );
			if ( $list['pages'] > 1 ) {
				$list = $this->library->list( array( 'page' => $list['pages'] ) + $query );
			}
			$page = max( 1, $list['pages'] );
		}
		return array( $list, $page );
	}

	/**
	 * The File block: one file as a card.
	 *
	 * @param mixed $attributes The block's attributes (anything else: none; bad values: defaults).
	 * @return string HTML; empty for a visitor who may not see the file.
	 */
	public function render_file( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$file       = $this->library->find_visible( self::positive_int( $attributes['fileId'] ?? 0 ) );
		if ( is_wp_error( $file ) ) {
			return $this->editor_notice(
				self::positive_int( $attributes['fileId'] ?? 0 )
					? __( 'This file does not exist, is not published, or you may not see it, so this block shows nothing.', 'frontage' )
					: __( 'Choose a file in the block’s settings.', 'frontage' )
			);
		}

		$details = array(
			__( 'Type', 'frontage' )      => esc_html( File_Types::label( $file ) ),
			__( 'Size', 'frontage' )      => esc_html( File_Table::format_size( $file->size ) ),
			__( 'Version', 'frontage' )   => esc_html( $file->version ),
			__( 'Created', 'frontage' )   => File_Table::time( $file->created ),
			__( 'Updated', 'frontage' )   => File_Table::time( $file->updated ),
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
			File_Table::custom_fields( $file, 'frontage-file-card__fields' ),
			File_Table::download_button( $file ) . $this->table->add_to_cart( $file )
		);
	}

	/**
	 * The block's settings, with bad values replaced by defaults.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{columns: string[], ordering: string, per_page: int, theme: string, checkboxes: bool, view: string, search: bool}
	 */
	private static function category_settings( array $attributes ): array {
		$columns = File_Table::pick_columns( $attributes['columns'] ?? null );

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
			'view'       => in_array( $attributes['tableView'] ?? null, self::VIEWS, true ) ? $attributes['tableView'] : self::VIEWS[0],
			'search'     => true === ( $attributes['showSearch'] ?? false ),
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

		// No nonce: reading a public page's sort and page, nothing changes.
		$asked_field = isset( $_GET[ $keys['ordering'] ] ) && is_string( $_GET[ $keys['ordering'] ] ) ? sanitize_key( wp_unslash( $_GET[ $keys['ordering'] ] ) ) : '';
		$asked_dir   = isset( $_GET[ $keys['dir'] ] ) && is_string( $_GET[ $keys['dir'] ] ) ? sanitize_key( wp_unslash( $_GET[ $keys['dir'] ] ) ) : '';
		$asked_page  = isset( $_GET[ $keys['page'] ] ) ? self::positive_int( wp_unslash( $_GET[ $keys['page'] ] ) ) : 0;
		$search      = isset( $_GET[ $keys['search'] ] ) && is_string( $_GET[ $keys['search'] ] ) ? sanitize_text_field( wp_unslash( $_GET[ $keys['search'] ] ) ) : '';

		if ( in_array( $asked_field, File_Table::sortable_columns(), true ) ) {
			$field = $asked_field;
			$dir   = 'desc' === $asked_dir ? 'desc' : 'asc';
		}
		return array(
			'field'  => $field,
			'dir'    => $dir,
			'page'   => max( 1, $asked_page ),
			'search' => mb_substr( $search, 0, self::MAX_SEARCH_CHARS ),
		);
	}

	/**
	 * The search box above a table (`showSearch`; docs/files.md "Sorting, paging and searching in
	 * place"): a GET form of the page's own address that keeps the page's other query arguments,
	 * drops this table's page (a new search starts on the first) and jumps to the table.
	 *
	 * @param string               $id       The table's element id.
	 * @param array<string, mixed> $category The category.
	 * @param string               $search   The title searched for now ('' for none).
	 * @param array<string, string> $keys     The table's query argument names.
	 * @return string HTML.
	 */
	private static function search_form( string $id, array $category, string $search, array $keys ): string {
		$action = remove_query_arg( array( $keys['search'], $keys['page'] ) );
		$query  = (string) wp_parse_url( $action, PHP_URL_QUERY );
		parse_str( $query, $kept );
		$hidden = '';
		foreach ( is_array( $kept ) ? $kept : array() as $name => $value ) {
			if ( is_scalar( $value ) ) {
				$hidden .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
			}
		}
		$clear = '' !== $search
			? sprintf(
				' <a class="%1$s__search-clear" href="%2$s">%3$s</a>',
				self::TABLE,
				esc_url( $action . '#' . $id ),
				esc_html__( 'Show all files', 'frontage' )
			)
			: '';
		return sprintf(
			'<form class="%1$s__search" role="search" method="get" action="%2$s" aria-label="%3$s"><label for="%4$s">%5$s</label> <span class="%1$s__search-row"><input type="search" id="%4$s" name="%6$s" value="%7$s" maxlength="%8$d" class="%1$s__search-input"><button type="submit" class="wp-element-button %1$s__search-submit">%9$s</button></span>%10$s%11$s</form>',
			self::TABLE,
			esc_url( (string) strtok( $action, '?' ) . '#' . $id ),
			/* translators: %s: the file category's name. */
			esc_attr( sprintf( __( 'Search %s', 'frontage' ), $category['name'] ) ),
			esc_attr( $id . '-search' ),
			esc_html__( 'Search by title', 'frontage' ),
			esc_attr( $keys['search'] ),
			esc_attr( $search ),
			self::MAX_SEARCH_CHARS,
			esc_html__( 'Search', 'frontage' ),
			$hidden,
			$clear
		);
	}

	/**
	 * What the table shows, in a sentence the script announces after it sorted, paged or searched
	 * in place.
	 *
	 * @param int    $total  The files listed, on every page.
	 * @param int    $page   The page shown.
	 * @param int    $pages  How many pages there are.
	 * @param string $search The title searched for ('' for none).
	 * @return string Plain text.
	 */
	private static function status( int $total, int $page, int $pages, string $search ): string {
		$status = '' !== $search
			/* translators: 1: how many files, 2: the words searched for. */
			? sprintf( _n( '%1$s file has “%2$s” in its title.', '%1$s files have “%2$s” in their titles.', $total, 'frontage' ), number_format_i18n( $total ), $search )
			/* translators: %s: how many files. */
			: sprintf( _n( '%s file.', '%s files.', $total, 'frontage' ), number_format_i18n( $total ) );
		if ( $pages > 1 ) {
			/* translators: 1: the page shown, 2: how many pages there are. */
			$status .= ' ' . sprintf( __( 'Page %1$s of %2$s.', 'frontage' ), number_format_i18n( $page ), number_format_i18n( $pages ) );
		}
		return $status;
	}

	/**
	 * What a table shows without files: that the category is empty, or that no title matches.
	 *
	 * @param array<string, mixed>  $category The category.
	 * @param string                $search   The title searched for ('' for none).
	 * @param array<string, string> $keys     The table's query argument names.
	 * @return string HTML.
	 */
	private static function empty_message( array $category, string $search, array $keys ): string {
		if ( '' === $search ) {
			return sprintf( '<p class="%s__empty">%s</p>', self::TABLE, esc_html__( 'This category has no files yet.', 'frontage' ) );
		}
		return sprintf(
			'<p class="%1$s__empty">%2$s</p>',
			self::TABLE,
			/* translators: 1: the words searched for, 2: the file category's name. */
			esc_html( sprintf( __( 'No file in %2$s has “%1$s” in its title.', 'frontage' ), $search, $category['name'] ) )
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
		return File_Table::page_numbers( $current, $pages );
	}

	/**
	 * A size in bytes for people: 1024-based units (docs/files.md "The file table"), one decimal when it matters.
	 *
	 * @param int $bytes Size in bytes.
	 * @return string E.g. `1.5 MB`, `320 KB`, `12 B`.
	 */
	public static function format_size( int $bytes ): string {
		return File_Table::format_size( $bytes );
	}

	/**
	 * A positive integer from an attribute or query value, else 0.
	 *
	 * @param mixed $value Input.
	 * @return int
	 */
	public static function positive_int( mixed $value ): int {
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
		if ( ! $this->preview->is_active() || ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p class="%1$s__notice">%2$s</p>', self::TABLE, esc_html( $message ) );
	}
}
