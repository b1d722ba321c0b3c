<?php
/**
 * The search form's HTML (docs/search.md "Markup"), shared by the block, the shortcode and the
 * widget, with the first page of results when the page's address carries a search.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\File_Table;
use Frontage\Files\Library;
use Frontage\Rest\Modules_Controller;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every filter is a native, labelled control and the form is a plain GET form to the page it is
 * on, so the search works without JavaScript and crawlers see the results: an address with
 * search parameters is searched here, on the server. The view script (blocks/file-search/view.ts)
 * upgrades the controls and searches in place from then on.
 */
final class Search_Form {

	/**
	 * The wrapper's classes: the block's own and the one the script looks for.
	 */
	public const CLASS_NAME = 'frontage-search';

	/**
	 * The block's class, which the shortcode and widget wrappers carry too (same style).
	 */
	public const BLOCK_CLASS = 'wp-block-frontage-file-search';

	/**
	 * Fields whose presence in the address means "search" (docs/search.md "On load"), even
	 * empty: the form always sends `q`. Type, size, paging and sorting fields alone do not
	 * (`?paged=2` is WordPress's own paging).
	 */
	public const SEARCH_FIELDS = array( 'q', 'catid', 'ftags', 'cfrom', 'cto', 'ufrom', 'uto' );

	/**
	 * Size units (docs/search.md "Refusals and constants"); kb first, the default.
	 */
	/**
	 * The first day of the date pickers' weeks: Monday (docs/search.md "Refusals and constants").
	 */
	private const FIRST_DAY = 1;

	/**
	 * The block's attributes and their defaults (blocks/file-search/block.json), which the
	 * shortcode and the widget use too.
	 */
	public const DEFAULTS = array(
		'theme'          => 'default',
		'perPage'        => Search_Request::DEFAULT_LIMIT,
		'ordering'       => '',
		'showFilters'    => true,
		'showCategories' => true,
		'showTags'       => true,
		'showTypes'      => true,
		'showSize'       => true,
		'showDates'      => true,
		'tagDisplay'     => '',
		'placeholder'    => '',
		'categoryId'     => 0,
		'exclude'        => array(),
		'showPagination' => true,
		'browseAll'      => false,
	);

	/**
	 * The order of an empty search on a block with browse all: newest first.
	 */
	public const BROWSE_ORDER = array(
		'ordering' => 'created',
		'dir'      => 'desc',
	);

	/**
	 * The filters region.
	 *
	 * @var Search_Filters
	 */
	private Search_Filters $filters;

	/**
	 * Takes the service it searches with, the results renderer and the filters region.
	 *
	 * @param Search_Service      $service The search service.
	 * @param Search_Results      $results The results HTML.
	 * @param Search_Filters|null $filters The filters region; built on the service when null.
	 */
	public function __construct( private Search_Service $service, private Search_Results $results, ?Search_Filters $filters = null ) {
		$this->filters = $filters ?? new Search_Filters( $service );
	}

	/**
	 * The form, with the results of the address's search.
	 *
	 * @param array<string, mixed> $attributes The block's attributes (bad values: defaults).
	 * @param array<string, mixed> $query      The page's query arguments, unslashed.
	 * @param bool                 $in_block   Rendered as a block: the wrapper gets the block's supports.
	 * @param bool                 $editor     The block editor's preview.
	 * @return string HTML.
	 */
	public function render( array $attributes, array $query, bool $in_block = false, bool $editor = false ): string {
		$options  = self::options( $attributes );
		// The start category is looked up once per render (the visitor may change in between).
		$start    = $this->filters->start_category( $options['categoryId'] );
		$settings = Search_Settings::get();
		$id       = wp_unique_id( 'frontage-search-' );
		$page_url = remove_query_arg( Search_Results::FIELDS );
		$implied  = self::implied( $options );
		$asked    = self::asked( $query );
		$input    = array_merge( $implied, $asked );
		// Browse all: an empty search is ordered newest first (docs/search.md "Browse all").
		$browsed  = $options['browseAll'] ? self::browse_order( $input ) : array();
		$request  = Search_Request::from_input( array_merge( $input, $browsed ), $settings['date_format'] );
		$valid    = $request instanceof Search_Request ? $request : null;

		$results = '';
		$data    = '';
		if ( ! $editor && self::has_search( $asked ) ) {
			if ( is_wp_error( $request ) ) {
				$results = self::message( $request->get_error_message(), 'error' );
			} else {
				$refusal = $request->refusal( $settings, $options['browseAll'] );
				if ( null !== $refusal ) {
					$results = self::message( $refusal, 'notice' );
				} else {
					// The browse order is left out of the links while it holds, as the block's own.
					$query   = self::normalised_query( Search_Results::link_args( $request, $implied + $browsed ) );
					$results = $this->results_html( $request, $page_url, $settings, $implied + $browsed, $query );
					$data    = sprintf( ' data-query="%s"', esc_attr( $query ) );
				}
			}
		} elseif ( $options['browseAll'] && ! self::has_search( $asked ) ) {
			$results = $this->browse_all( $implied, $start, $page_url, $settings );
		}

		$config = $this->config( $options, $settings, $editor, $start );
		$open   = $options['showFilters'] || self::has_filters( $asked );
		$form   = sprintf(
			'<form class="%1$s__form" method="get" action="%2$s" role="search" aria-label="%3$s">%4$s%5$s<div id="%6$s-filters" class="%1$s__filters"%7$s>%8$s<p class="%1$s__date-message" role="alert" hidden></p></div>%9$s%10$s</form>',
			self::CLASS_NAME,
			esc_url( (string) strtok( $page_url, '?' ) ),
			esc_attr__( 'Search files', 'frontage' ),
			$this->keyword( $id, $valid, $asked, $config['placeholder'] ),
			$this->buttons( $id, $page_url, $open ),
			esc_attr( $id ),
			// Closed filters are hidden by the script (the toggle's aria-expanded says so), so
			// visitors without JavaScript can still use them.
			$open ? '' : ' data-closed="true"',
			$this->filters->render( $id, $options, $settings, $valid, $asked, $start, self::has_search( $asked ), $editor, is_wp_error( $request ) && self::has_search( $asked ) ? $request : null ),
			self::hidden_fields( $page_url ),
			self::state_fields( $valid, $asked, $implied ) . ( $options['exclude'] ? sprintf( '<input type="hidden" name="exclude" value="%s">', esc_attr( implode( ',', $options['exclude'] ) ) ) : '' )
		);

		$attributes_html = array(
			'id'          => $id,
			'class'       => self::CLASS_NAME,
			'data-config' => (string) wp_json_encode( $config ),
		);
		$wrapper         = $in_block
			? get_block_wrapper_attributes( $attributes_html )
			: self::attributes( array( 'class' => self::BLOCK_CLASS . ' ' . self::CLASS_NAME ) + $attributes_html );

		return sprintf(
			'<div %1$s>%2$s<div class="%3$s__loader" hidden role="status">%4$s</div><div id="%5$s-results" class="%3$s__results" aria-live="polite"%6$s>%7$s</div></div>',
			$wrapper,
			$form,
			self::CLASS_NAME,
			esc_html__( 'Searching…', 'frontage' ),
			esc_attr( $id ),
			$data,
			$results
		);
	}

	/**
	 * The results of a search the page renders, carrying the query they answer (`data-query`),
	 * when there is one.
	 *
	 * @param Search_Request        $request  The search.
	 * @param string                $page_url The page without its search fields.
	 * @param array<string, mixed>  $settings Search_Settings::get().
	 * @param array<string, string> $implied  Wire fields the page implies (left out of links).
	 * @param string|null           $query    The normalised query; null: none (browse all on load).
	 * @return string HTML.
	 */
	private function results_html( Search_Request $request, string $page_url, array $settings, array $implied, ?string $query ): string {
		$html = $this->results->render( $request, $this->service->search( $request ), $page_url, $settings['download_selected'], $implied );
		if ( null === $query ) {
			return $html;
		}
		$results = new \WP_HTML_Tag_Processor( $html );
		// On the results too, where the script looks for the query it answers.
		if ( $results->next_tag( array( 'class_name' => Search_Results::CLASS_NAME ) ) ) {
			$results->set_attribute( 'data-query', $query );
		}
		return $results->get_updated_html();
	}

	/**
	 * Browse all (docs/search.md "Browse all"): before any search, the newest files of the
	 * category the block starts in (all: with 'search all' on), first page, with the paging of
	 * a search. Nothing when the settings refuse that list.
	 *
	 * @param array<string, string> $implied  The block's wire fields.
	 * @param int                   $start    The category the block starts in (0: all).
	 * @param string                $page_url The page without its search fields.
	 * @param array<string, mixed>  $settings Search_Settings::get().
	 * @return string HTML.
	 */
	private function browse_all( array $implied, int $start, string $page_url, array $settings ): string {
		$browsed = self::browse_order( $implied );
		$input   = array_merge( $implied, $browsed, $start ? array( 'catid' => (string) $start ) : array() );
		$request = Search_Request::from_input( $input, $settings['date_format'] );
		if ( is_wp_error( $request ) || null !== $request->refusal( $settings, true ) ) {
			return '';
		}
		return $this->results_html( $request, $page_url, $settings, $implied + $browsed, null );
	}

	/**
	 * The order of an empty search on a block with browse all (docs/search.md "Browse all"):
	 * newest first, when the search has no keyword and names no ordering (the block's own
	 * ordering, or the visitor's, wins).
	 *
	 * @param array<string, mixed> $input The search's fields, as they came.
	 * @return array<string, string> `ordering` and `dir` to add, or nothing.
	 */
	public static function browse_order( array $input ): array {
		$keyword  = $input['q'] ?? '';
		$ordering = $input['ordering'] ?? '';
		if ( ! is_scalar( $keyword ) || '' !== trim( (string) $keyword ) || ! is_scalar( $ordering ) || '' !== trim( (string) $ordering ) ) {
			return array();
		}
		return self::BROWSE_ORDER;
	}

	/**
	 * The attributes with bad values replaced by their defaults.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{theme: string, columns: string[], perPage: int, ordering: string, showFilters: bool, showCategories: bool, showTags: bool, showTypes: bool, showSize: bool, showDates: bool, tagDisplay: string, placeholder: string, categoryId: int, exclude: int[], showPagination: bool, browseAll: bool}
	 */
	public static function options( array $attributes ): array {
		$options = self::DEFAULTS;
		if ( is_string( $attributes['theme'] ?? null ) && in_array( $attributes['theme'], File_Table::THEMES, true ) ) {
			$options['theme'] = $attributes['theme'];
		}
		$options['columns'] = File_Table::pick_columns( $attributes['columns'] ?? null );
		$per_page = $attributes['perPage'] ?? null;
		if ( is_int( $per_page ) || ( is_string( $per_page ) && ctype_digit( $per_page ) ) || ( is_float( $per_page ) && floor( $per_page ) === $per_page ) ) {
			$options['perPage'] = max( 1, min( Search_Request::MAX_LIMIT, (int) $per_page ) );
		}
		$ordering = is_string( $attributes['ordering'] ?? null ) ? $attributes['ordering'] : '';
		if ( in_array( preg_replace( '/-desc$/', '', $ordering ), Search_Request::ORDERINGS, true ) && 'relevance' !== $ordering ) {
			$options['ordering'] = $ordering;
		}
		foreach ( array( 'showFilters', 'showCategories', 'showTags', 'showTypes', 'showSize', 'showDates', 'showPagination', 'browseAll' ) as $flag ) {
			if ( isset( $attributes[ $flag ] ) && is_scalar( $attributes[ $flag ] ) ) {
				$options[ $flag ] = rest_sanitize_boolean( $attributes[ $flag ] );
			}
		}
		if ( in_array( $attributes['tagDisplay'] ?? null, Search_Settings::TAG_DISPLAYS, true ) ) {
			$options['tagDisplay'] = $attributes['tagDisplay'];
		}
		if ( is_string( $attributes['placeholder'] ?? null ) ) {
			$options['placeholder'] = sanitize_text_field( $attributes['placeholder'] );
		}
		$category = $attributes['categoryId'] ?? null;
		if ( is_int( $category ) || ( is_string( $category ) && ctype_digit( $category ) ) ) {
			$options['categoryId'] = max( 0, (int) $category );
		}
		// Category ids left out of the search (with what is below them): a list, or a
		// comma-separated text; anything that is not an id is dropped.
		$exclude = $attributes['exclude'] ?? array();
		$exclude = is_string( $exclude ) ? explode( ',', $exclude ) : ( is_array( $exclude ) ? $exclude : array() );
		$options['exclude'] = array_values( array_unique( array_filter( array_map( static fn ( mixed $id ): int => Library::parse_id( is_string( $id ) ? trim( $id ) : $id ), $exclude ) ) ) );
		return $options;
	}

	/**
	 * The search fields of the page's address, as they came (lists may be `name[]` arrays).
	 *
	 * @param array<string, mixed> $query The page's query arguments, unslashed.
	 * @return array<string, mixed>
	 */
	private static function asked( array $query ): array {
		return array_intersect_key( $query, array_flip( Search_Results::FIELDS ) );
	}

	/**
	 * Whether the address asks for a search: it names one of SEARCH_FIELDS.
	 *
	 * @param array<string, mixed> $asked The address's search fields.
	 */
	private static function has_search( array $asked ): bool {
		return (bool) array_intersect_key( $asked, array_flip( self::SEARCH_FIELDS ) );
	}

	/**
	 * Whether the address sets a filter of the filters region (to show it open).
	 *
	 * @param array<string, mixed> $asked The address's search fields.
	 */
	private static function has_filters( array $asked ): bool {
		foreach ( array( 'catid', 'ftags', 'type', 'wfrom', 'wto', 'cfrom', 'cto', 'ufrom', 'uto' ) as $field ) {
			if ( self::filled( $asked[ $field ] ?? null ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a query value holds something: non-blank text, or an array with such an entry.
	 *
	 * @param mixed $value The value.
	 */
	private static function filled( mixed $value ): bool {
		if ( is_array( $value ) ) {
			foreach ( $value as $entry ) {
				if ( self::filled( $entry ) ) {
					return true;
				}
			}
			return false;
		}
		return is_scalar( $value ) && '' !== trim( (string) $value );
	}

	/**
	 * The wire fields the block's settings stand for: its theme, columns, page size, ordering,
	 * the categories it leaves out and whether it shows page links. The page searches with
	 * them unless its address says otherwise.
	 *
	 * @param array<string, mixed> $options From options().
	 * @return array<string, string>
	 */
	private static function implied( array $options ): array {
		$implied = array(
			'theme'        => $options['theme'],
			'theme_column' => implode( ',', $options['columns'] ),
			'limit'        => (string) $options['perPage'],
		);
		if ( $options['exclude'] ) {
			$implied['exclude'] = implode( ',', $options['exclude'] );
		}
		if ( ! $options['showPagination'] ) {
			$implied['show_pagination'] = '0';
		}
		if ( '' !== $options['ordering'] ) {
			$implied['ordering'] = (string) preg_replace( '/-desc$/', '', $options['ordering'] );
			$implied['dir']      = str_ends_with( $options['ordering'], '-desc' ) ? 'desc' : 'asc';
		}
		return $implied;
	}

	/**
	 * The query the page rendered, as the script writes its address: fields in the order of docs/search.md "Request fields",
	 * form-encoded, commas kept readable.
	 *
	 * @param array<string, string> $args Wire fields.
	 */
	private static function normalised_query( array $args ): string {
		$pairs = array();
		foreach ( $args as $name => $value ) {
			$pairs[] = $name . '=' . str_replace( array( '%2C', '%2A' ), array( ',', '*' ), urlencode( $value ) );
		}
		return implode( '&', $pairs );
	}

	/**
	 * What the script needs (docs/search.md `data-config`), every word translated here. The
	 * global search settings go by their public names (docs/search.md "The page's search
	 * settings"): `downloadSelected`, `check_empty_key_search`, `search_file_suggestion`,
	 * `locale` and `dateFormat`.
	 *
	 * @param array<string, mixed> $options  From options().
	 * @param array<string, mixed> $settings Search_Settings::get().
	 * @param bool                 $editor   The block editor's preview.
	 * @param int                  $start    The category the search starts in (0: all).
	 * @return array<string, mixed>
	 */
	private function config( array $options, array $settings, bool $editor, int $start ): array {
		$locale = determine_locale();
		return array(
			'ajaxUrl'                => admin_url( 'admin-ajax.php' ),
			'restUrl'                => rest_url( Modules_Controller::NAMESPACE . '/search' ),
			'lang'                   => $locale,
			'dateFormat'             => $settings['date_format'],
			'locale'                 => str_replace( '_', '-', $locale ),
			'firstDay'               => self::FIRST_DAY,
			'search_file_suggestion' => $settings['suggestions'],
			'check_empty_key_search' => $settings['check_empty_key'],
			'searchAll'              => $settings['search_all'],
			'downloadSelected'       => $settings['download_selected'],
			'placeholder'            => '' !== $options['placeholder'] ? $options['placeholder'] : __( 'Search files…', 'frontage' ),
			'tagDisplay'             => '' !== $options['tagDisplay'] ? $options['tagDisplay'] : $settings['tag_display'],
			'theme'                  => $options['theme'],
			'columns'                => $options['columns'],
			'limit'                  => $options['perPage'],
			'showPagination'         => $options['showPagination'],
			// Browse all: an empty search lists the newest files (docs/search.md "Browse all").
			'browseAll'              => $options['browseAll'],
			// The block's default sort, split as the wire sends it ('' for the server's default).
			'ordering'               => '' !== $options['ordering'] ? (string) preg_replace( '/-desc$/', '', $options['ordering'] ) : '',
			'dir'                    => '' !== $options['ordering'] ? ( str_ends_with( $options['ordering'], '-desc' ) ? 'desc' : 'asc' ) : '',
			'labels'                 => self::labels(),
			'editor'                 => $editor,
			// The category the search starts in (0: all), which a reset returns to (docs/editor.md).
			'categoryId'             => $start,
		);
	}

	/**
	 * Every message and label the script shows (docs/search.md "Refusals and constants", word for word), by key.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'weightFromPositive' => __( 'Weight from is positive integer.', 'frontage' ),
			'weightToPositive'   => __( 'Weight to is positive integer.', 'frontage' ),
			'weightFromLess'     => __( 'Weight from must be less than weight to.', 'frontage' ),
			'dateOrder'          => __( 'The to date must be greater than the from date.', 'frontage' ),
			'noTagsInCategory'   => __( 'no tag in this category found', 'frontage' ),
			'noResults'          => __( 'No search results.', 'frontage' ),
			/* translators: %d: how many suggestions are listed (here: 1). */
			'oneResult'          => sprintf( _n( '%d result is available, use up and down arrow keys to navigate.', '%d results are available, use up and down arrow keys to navigate.', 1, 'frontage' ), 1 ),
			/* translators: %d: how many suggestions are listed. */
			'manyResults'        => _n( '%d result is available, use up and down arrow keys to navigate.', '%d results are available, use up and down arrow keys to navigate.', 2, 'frontage' ),
			'searching'          => __( 'Searching…', 'frontage' ),
			'suggestionsLoading' => __( 'Looking for files…', 'frontage' ),
			'enterKeyword'       => __( 'Type a keyword to search for.', 'frontage' ),
			'chooseCategory'     => __( 'Choose a category to search in.', 'frontage' ),
			'nothingToSearch'    => __( 'Type a keyword or choose a filter to search.', 'frontage' ),
			'allCategories'      => __( 'All categories', 'frontage' ),
			'searchCategories'   => __( 'Search categories', 'frontage' ),
			'tagsFailed'         => __( 'The tags could not be loaded.', 'frontage' ),
			'tagsLoading'        => __( 'Loading tags…', 'frontage' ),
			'addTag'             => __( 'Add a tag', 'frontage' ),
			/* translators: %s: a tag's name. */
			'removeTag'          => __( 'Remove tag %s', 'frontage' ),
			/* translators: %s: what was typed in the tag field. */
			'noSuchTag'          => __( 'No such tag exists with the name %s', 'frontage' ),
			'searchTypes'        => __( 'Search file types', 'frontage' ),
			/* translators: %s: a file type, e.g. pdf. */
			'removeType'         => __( 'Remove %s', 'frontage' ),
			/* translators: %s: the date box's label, e.g. Created from. */
			'chooseDate'         => __( 'Choose %s date', 'frontage' ),
			'previousMonth'      => __( 'Previous month', 'frontage' ),
			'nextMonth'          => __( 'Next month', 'frontage' ),
			'apply'              => __( 'Apply', 'frontage' ),
			'cancel'             => __( 'Cancel', 'frontage' ),
			'from'               => __( 'From', 'frontage' ),
			'to'                 => __( 'To', 'frontage' ),
			'custom'             => __( 'Custom', 'frontage' ),
			'dateOutOfRange'     => __( 'The start date must not be after the end date.', 'frontage' ),
			'filtersShow'        => __( 'Show filters', 'frontage' ),
			'filtersHide'        => __( 'Hide filters', 'frontage' ),
			'searchError'        => __( 'The search could not be run. Check your connection and try again.', 'frontage' ),
			'retry'              => __( 'Try again', 'frontage' ),
			'cleared'            => __( 'The search form was cleared.', 'frontage' ),
			'zipName'            => __( 'search-results', 'frontage' ),
			'suggestions'        => __( 'Suggestions', 'frontage' ),
		);
	}

	/**
	 * The keyword box and the suggestion list's place.
	 *
	 * @param string               $id          The form's id.
	 * @param Search_Request|null  $request     The address's search, when valid.
	 * @param array<string, mixed> $asked       The address's search fields.
	 * @param string               $placeholder The box's placeholder.
	 * @return string HTML.
	 */
	private function keyword( string $id, ?Search_Request $request, array $asked, string $placeholder ): string {
		$value = $request ? $request->q : self::text( $asked['q'] ?? '' );
		return sprintf(
			// The line under it says what to do with an empty form (docs/search.md "An empty form").
			'<div class="%1$s__field is-keyword"><label class="%1$s__label" for="%2$s-q">%3$s</label><input type="search" id="%2$s-q" name="q" class="%1$s__keyword" value="%4$s" placeholder="%5$s" autocomplete="off" maxlength="%6$d"><div class="%1$s__suggestions" hidden></div></div><p id="%2$s-q-message" class="%1$s__field-message" role="alert"></p>',
			self::CLASS_NAME,
			esc_attr( $id ),
			esc_html__( 'Keyword', 'frontage' ),
			esc_attr( $value ),
			esc_attr( $placeholder ),
			Search_Request::MAX_KEYWORD
		);
	}

	/**
	 * Search, reset and the filters toggle.
	 *
	 * @param string $id       The form's id.
	 * @param string $page_url The page without its search fields.
	 * @param bool   $open     Whether the filters region starts open.
	 * @return string HTML.
	 */
	private function buttons( string $id, string $page_url, bool $open ): string {
		return sprintf(
			'<div class="%1$s__actions"><button type="submit" class="wp-element-button %1$s__submit">%2$s</button> <a class="%1$s__reset" href="%3$s">%4$s</a> <button type="button" class="%1$s__toggle" aria-expanded="%5$s" aria-controls="%6$s-filters">%7$s</button></div>',
			self::CLASS_NAME,
			esc_html__( 'Search', 'frontage' ),
			esc_url( $page_url ),
			esc_html__( 'Reset', 'frontage' ),
			$open ? 'true' : 'false',
			esc_attr( $id ),
			esc_html__( 'Filters', 'frontage' )
		);
	}

	/**
	 * The page's own query arguments (not search fields), which a GET form would otherwise drop:
	 * e.g. `page_id` on a site without pretty permalinks.
	 *
	 * @param string $page_url The page without its search fields.
	 * @return string HTML.
	 */
	private static function hidden_fields( string $page_url ): string {
		parse_str( (string) wp_parse_url( $page_url, PHP_URL_QUERY ), $kept );
		$html = '';
		foreach ( is_array( $kept ) ? $kept : array() as $name => $value ) {
			if ( is_scalar( $value ) ) {
				$html .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
			}
		}
		return $html;
	}

	/**
	 * The sort and page size the search keeps: from the address, else the block's.
	 *
	 * @param Search_Request|null   $request The address's search, when valid.
	 * @param array<string, mixed>  $asked   The address's search fields.
	 * @param array<string, string> $implied The block's wire fields.
	 * @return string HTML.
	 */
	private static function state_fields( ?Search_Request $request, array $asked, array $implied ): string {
		$html = '';
		foreach ( array( 'ordering', 'dir', 'limit' ) as $field ) {
			if ( isset( $asked[ $field ] ) ) {
				$value = $request ? (string) $request->{$field} : self::text( $asked[ $field ] );
			} else {
				$value = $implied[ $field ] ?? '';
			}
			$html .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', $field, esc_attr( $value ) );
		}
		return $html;
	}

	/**
	 * A query value as one line of plain text ('' for an array).
	 *
	 * @param mixed $value The value.
	 */
	public static function text( mixed $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}

	/**
	 * A message in the results area.
	 *
	 * @param string $message The words.
	 * @param string $kind    `error` or `notice`.
	 * @return string HTML.
	 */
	public static function message( string $message, string $kind ): string {
		return sprintf(
			'<p class="%1$s__%2$s"%3$s>%4$s</p>',
			Search_Results::CLASS_NAME,
			esc_attr( $kind ),
			'error' === $kind ? ' role="alert"' : '',
			esc_html( $message )
		);
	}

	/**
	 * HTML attributes from a name → value map, escaped.
	 *
	 * @param array<string, string> $attributes The attributes.
	 * @return string E.g. `id="…" class="…"`.
	 */
	private static function attributes( array $attributes ): string {
		$html = array();
		foreach ( $attributes as $name => $value ) {
			$html[] = sprintf( '%1$s="%2$s"', esc_attr( $name ), esc_attr( $value ) );
		}
		return implode( ' ', $html );
	}
}
