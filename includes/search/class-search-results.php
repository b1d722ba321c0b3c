<?php
/**
 * The search results' HTML (docs/search.md "Markup"): the count, the toolbar, the file table,
 * the page links and the pop-ups; and the suggestion list.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\File;
use Frontage\Files\File_Table;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One renderer for the page's first results (Search_Form, on the server) and for every later
 * search (task=search.display), so both look the same. Sort and page links are plain links to
 * the search page with the whole search in their query string: they work without JavaScript,
 * and the script reads them to search in place.
 */
final class Search_Results {

	/**
	 * The results wrapper's class, and the prefix of its own parts' classes.
	 */
	public const CLASS_NAME = 'frontage-search-results';

	/**
	 * The search request's wire fields (docs/search.md "Request fields"): what a search page's address may carry.
	 */
	public const FIELDS = array( 'q', 'catid', 'exclude', 'theme', 'ftags', 'cfrom', 'cto', 'ufrom', 'uto', 'show_pagination', 'paged', 'limit', 'theme_column', 'type', 'wfrom', 'wfromunit', 'wto', 'wtounit', 'ordering', 'dir' );

	/**
	 * The choices of the page-size select.
	 */
	public const PAGE_SIZES = array( 10, 20, 50, 100 );

	/**
	 * The suggestion list's class (docs/search.md "Wire").
	 */
	public const SUGGESTION_LIST = 'frontage-search__suggestion-list';

	/**
	 * Takes the file table renderer.
	 *
	 * @param File_Table $table The file table markup, shared with the File category block.
	 */
	public function __construct( private File_Table $table ) {}

	/**
	 * The results of a search.
	 *
	 * @param Search_Request                                                        $request           The search.
	 * @param array{files: list<File>, total: int, pages: int, page: int, limit: int} $result            Search_Service::search()'s answer.
	 * @param string                                                                $page_url          The search page's address, its own search fields removed (not escaped).
	 * @param bool                                                                  $download_selected Result checkboxes and the download-selected button.
	 * @param array<string, string>                                                 $implied           Wire fields the page implies (the block's theme, columns, page
	 *                                                                                                 size): left out of links while they keep that value.
	 * @return string HTML.
	 */
	public function render( Search_Request $request, array $result, string $page_url, bool $download_selected, array $implied = array() ): string {
		$id      = wp_unique_id( 'frontage-search-results-' );
		$files   = $result['files'];
		$total   = (int) $result['total'];
		$pages   = (int) $result['pages'];
		$page    = (int) $result['page'];
		$columns = self::columns( $request );
		$args    = self::link_args( $request, $implied );
		unset( $args['paged'] );
		$url = static fn ( array $changes ): string => self::url( $page_url, array_merge( $args, $changes ) );

		// The results' heading: a search moves focus to it (docs/search.md "After a search").
		$count = sprintf(
			'<h2 class="%1$s__count" tabindex="-1">%2$s</h2>',
			self::CLASS_NAME,
			/* translators: %s: how many files match the search. */
			esc_html( sprintf( _n( '%s file found', '%s files found', $total, 'frontage' ), number_format_i18n( $total ) ) )
		);

		if ( 0 === $total ) {
			$body = sprintf( '<p class="%1$s__empty">%2$s</p>', self::CLASS_NAME, esc_html__( 'No files match your search.', 'frontage' ) );
		} elseif ( ! $files ) {
			$body = self::past_end( $page, $pages, $url );
		} else {
			$body = $this->table->table(
				$id,
				__( 'Search results', 'frontage' ),
				$columns,
				$download_selected,
				$files,
				array(
					'field' => $request->ordering,
					'dir'   => $request->dir,
				),
				static fn ( string $column, string $dir ): string => $url(
					array(
						'ordering' => $column,
						'dir'      => $dir,
					)
				),
				true
			);
		}

		$pagination = $request->show_pagination
			? $this->table->pagination(
				__( 'Pages of search results', 'frontage' ),
				$page,
				$pages,
				// Page 1 is the address without the argument: one address per page.
				static fn ( int $number ): string => $url( array( 'paged' => $number > 1 ? (string) $number : false ) )
			)
			: '';

		return sprintf(
			'<div id="%1$s" class="%2$s %3$s is-theme-%4$s" data-total="%5$d" data-page="%6$d" data-pages="%7$d" data-ordering="%8$s" data-dir="%9$s" data-theme="%4$s" data-labels="%10$s" data-ajax-url="%11$s">%12$s%13$s%14$s%15$s%16$s</div>',
			esc_attr( $id ),
			self::CLASS_NAME,
			File_Table::CLASS_NAME,
			esc_attr( $request->theme ),
			$total,
			$page,
			$pages,
			esc_attr( $request->ordering ),
			esc_attr( $request->dir ),
			esc_attr( (string) wp_json_encode( File_Table::script_labels() ) ),
			esc_url( admin_url( 'admin-ajax.php' ) ),
			$count,
			// The column menu's button is rendered here (when a column besides the title may be
			// hidden), so the table does not move when the script starts (docs/search.md "No layout shift").
			$files ? $this->table->toolbar( $download_selected, $this->page_size( $id, $request, $page_url, $args ), array_diff( $columns, array( 'title' ) ) ? $id : '' ) : '',
			$body,
			$pagination,
			$files ? $this->table->dialogs( $id, $request->theme ) : ''
		);
	}

	/**
	 * What a page past the end shows (a stale link, or fewer files since): that there is no such
	 * page, and a link back to the last one.
	 *
	 * @param int                     $page  The page asked for.
	 * @param int                     $pages How many pages there are.
	 * @param callable(array): string $url   The results' address with some fields changed.
	 * @return string HTML.
	 */
	private static function past_end( int $page, int $pages, callable $url ): string {
		return sprintf(
			'<p class="%1$s__past-end">%2$s <a href="%3$s">%4$s</a></p>',
			self::CLASS_NAME,
			/* translators: %s: the page number asked for. */
			esc_html( sprintf( __( 'There is no page %s of these results.', 'frontage' ), number_format_i18n( $page ) ) ),
			esc_url( $url( array( 'paged' => $pages > 1 ? (string) $pages : false ) ) ),
			/* translators: %s: the number of the last page. */
			esc_html( sprintf( __( 'Go to the last page (%s)', 'frontage' ), number_format_i18n( $pages ) ) )
		);
	}

	/**
	 * The suggestion list under the keyword box: one button per file, its title.
	 *
	 * @param File[] $files Search_Service::suggest()'s answer.
	 * @return string HTML; empty without files.
	 */
	public function suggestions( array $files ): string {
		if ( ! $files ) {
			return '';
		}
		$items = '';
		foreach ( $files as $file ) {
			$items .= sprintf(
				'<li><button type="button" class="frontage-search__suggestion" data-title="%1$s" data-file-id="%2$d">%3$s</button></li>',
				esc_attr( $file->title ),
				$file->id,
				esc_html( $file->title )
			);
		}
		return sprintf( '<ul class="%1$s">%2$s</ul>', self::SUGGESTION_LIST, $items );
	}

	/**
	 * The columns a search shows: those it names (the title always), else every column.
	 *
	 * @param Search_Request $request The search.
	 * @return string[]
	 */
	public static function columns( Search_Request $request ): array {
		return File_Table::pick_columns( $request->theme_column );
	}

	/**
	 * The search as query arguments for links, without the fields the page already implies.
	 *
	 * @param Search_Request        $request The search.
	 * @param array<string, string> $implied Wire fields the page implies.
	 * @return array<string, string>
	 */
	public static function link_args( Search_Request $request, array $implied ): array {
		$args = $request->to_query_args();
		foreach ( $implied as $field => $value ) {
			$actual = self::wire_value( $request, $field );
			if ( $actual === $value ) {
				unset( $args[ $field ] );
			} else {
				// Said even when it is the request's default: the page would imply another value.
				$args[ $field ] = $actual;
			}
		}
		if ( ! array_intersect_key( $args, array_flip( Search_Form::SEARCH_FIELDS ) ) ) {
			// A search by type, size or sort only: `q=` keeps its links a search (docs/search.md "On load").
			$args['q'] = '';
		}
		// In the field order of docs/search.md "Request fields", as the script writes them.
		return array_merge( array_intersect_key( array_flip( self::FIELDS ), $args ), $args );
	}

	/**
	 * The value of one of the fields a page may imply, as it goes on the wire.
	 *
	 * @param Search_Request $request The search.
	 * @param string         $field   `theme`, `theme_column`, `limit`, `ordering` or `dir`.
	 */
	private static function wire_value( Search_Request $request, string $field ): string {
		return match ( $field ) {
			'theme'        => $request->theme,
			'theme_column' => implode( ',', $request->theme_column ),
			'limit'        => (string) $request->limit,
			'ordering'     => $request->ordering,
			'dir'          => $request->dir,
			default        => (string) ( $request->to_query_args()[ $field ] ?? '' ),
		};
	}

	/**
	 * An address on the search page with query arguments, each value encoded (commas kept
	 * readable, as the script writes them).
	 *
	 * @param string                     $page_url The search page, its search fields removed.
	 * @param array<string, string|bool> $args     Arguments; false leaves one out.
	 * @return string The address, not escaped.
	 */
	public static function url( string $page_url, array $args ): string {
		$encoded = array();
		foreach ( $args as $name => $value ) {
			if ( false !== $value ) {
				$encoded[ $name ] = str_replace( '%2C', ',', rawurlencode( (string) $value ) );
			}
		}
		return add_query_arg( $encoded, $page_url );
	}

	/**
	 * The page-size select. Without JavaScript it is a small GET form of its own that keeps the
	 * search and starts again from the first page; the script searches as soon as it changes.
	 *
	 * @param string                $id       The results' element id.
	 * @param Search_Request        $request  The search.
	 * @param string                $page_url The search page, its search fields removed.
	 * @param array<string, string> $args     The search's link arguments (without `paged`).
	 * @return string HTML.
	 */
	private function page_size( string $id, Search_Request $request, string $page_url, array $args ): string {
		$sizes = self::PAGE_SIZES;
		if ( ! in_array( $request->limit, $sizes, true ) ) {
			$sizes[] = $request->limit;
			sort( $sizes );
		}
		$options = '';
		foreach ( $sizes as $size ) {
			$options .= sprintf(
				'<option value="%1$d"%2$s>%3$s</option>',
				$size,
				selected( $size, $request->limit, false ),
				esc_html( number_format_i18n( $size ) )
			);
		}

		// The form's own address must not carry the fields it sends: a GET form drops them.
		$action = self::url( $page_url, array() );
		$query  = (string) wp_parse_url( $action, PHP_URL_QUERY );
		parse_str( $query, $kept );
		$hidden = '';
		foreach ( array_merge( is_array( $kept ) ? $kept : array(), $args ) as $name => $value ) {
			if ( 'limit' === $name || ! is_scalar( $value ) ) {
				continue;
			}
			$hidden .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
		}

		return sprintf(
			'<form class="%1$s__page-size" method="get" action="%2$s"><label for="%3$s">%4$s</label> <select id="%3$s" name="limit" class="%1$s__limit">%5$s</select>%6$s<button type="submit" class="wp-element-button %1$s__page-size-apply">%7$s</button></form>',
			self::CLASS_NAME,
			esc_url( (string) strtok( $action, '?' ) ),
			esc_attr( $id . '-limit' ),
			esc_html__( 'Files per page', 'frontage' ),
			$options,
			$hidden,
			esc_html__( 'Show', 'frontage' )
		);
	}
}
