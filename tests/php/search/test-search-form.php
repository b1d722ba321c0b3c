<?php
/**
 * Tests for includes/search/class-search-form.php: the search form a visitor's browser receives,
 * and the first page of results rendered on the server for an address with a search.
 *
 * @package Frontage
 */

use Frontage\Files\File_Table;
use Frontage\Files\Files_Module;
use Frontage\Search\Search_Block;
use Frontage\Search\Search_Settings;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * Fields and labels, the script's config, server-rendered results, bad and hostile input.
 */
final class Test_Search_Form extends Search_Test_Case {

	/**
	 * Markup typed into a keyword or a title.
	 */
	private const ATTACK = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

	/**
	 * Forgets the address a test set.
	 */
	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Every filter of docs/search.md "Markup (server)" is a native control with a name the form submits and a label a
	 * screen reader announces; the form is a GET form to this page that works without script.
	 */
	public function test_every_field_is_present_and_labelled(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Tagged ' . $this->token,
				'category' => $category['id'],
				'tags'     => array( 'finance ' . $this->token ),
			)
		);

		$html = $this->render();

		$form = $this->tag( $html, 'frontage-search__form' );
		$this->assertSame( 'get', $form->get_attribute( 'method' ) );
		$this->assertSame( 'search', $form->get_attribute( 'role' ) );

		$controls = $this->controls( $html );
		foreach ( array( 'q', 'catid', 'ftags[]', 'type[]', 'wfrom', 'wfromunit', 'wto', 'wtounit', 'cfrom', 'cto', 'ufrom', 'uto', 'ordering', 'dir', 'limit' ) as $name ) {
			$this->assertArrayHasKey( $name, $controls, "A control named {$name}." );
		}
		$labels = $this->attributes_of( $html, 'label', 'for' );
		foreach ( $controls as $name => $control ) {
			if ( 'hidden' === $control['type'] || 'ftags[]' === $name ) {
				continue;
			}
			$this->assertTrue( in_array( $control['id'], $labels, true ) || '' !== $control['aria-label'], "{$name} has a label." );
		}
		$this->assertStringContainsString( '<legend class="frontage-search__label">Tags</legend>', $html );
		$term = get_term_by( 'slug', 'finance-' . strtolower( $this->token ), Files_Module::TAG_TAXONOMY );
		$this->assertInstanceOf( WP_Term::class, $term );
		$this->assertMatchesRegularExpression( '/<label class="frontage-search__tag"><input type="checkbox" name="ftags\[\]" value="finance-' . $this->token . '" data-id="' . $term->term_id . '"> finance ' . $this->token . '<\/label>/i', $html );
		// A text box: "1.5 MB" and "1,5" are sizes (docs/search.md "Sizes"); a number box takes neither.
		$this->assertSame( 'text', $controls['wfrom']['type'] );
		$this->assertSame( 'DD-MM-YYYY', $controls['cfrom']['placeholder'] );
		$this->assertStringContainsString( '<option value="kb" selected=\'selected\'>kb</option><option value="mb">mb</option><option value="gb">gb</option>', $html );
		$this->assertStringContainsString( 'name="type[]" multiple', $html );

		$toggle = $this->tag( $html, 'frontage-search__toggle' );
		$this->assertSame( 'true', $toggle->get_attribute( 'aria-expanded' ), 'Filters open by default.' );
		$filters = $this->tag( $html, 'frontage-search__filters' );
		$this->assertSame( $toggle->get_attribute( 'aria-controls' ), $filters->get_attribute( 'id' ) );
		$this->assertNull( $filters->get_attribute( 'hidden' ) );
		$this->assertSame( 'BUTTON', $this->tag( $html, 'frontage-search__submit' )->get_tag() );
		$this->assertSame( '/', $this->tag( $html, 'frontage-search__reset' )->get_attribute( 'href' ) );
		$this->assertTrue( $this->tag( $html, 'frontage-search__loader' )->get_attribute( 'hidden' ) );
		$this->assertTrue( $this->tag( $html, 'frontage-search__suggestions' )->get_attribute( 'hidden' ) );
		$this->assertTrue( $this->tag( $html, 'frontage-search__date-message' )->get_attribute( 'hidden' ) );

		// No search in the address: no results, nothing for the script to skip.
		$results = $this->tag( $html, 'frontage-search__results' );
		$this->assertSame( 'polite', $results->get_attribute( 'aria-live' ) );
		$this->assertNull( $results->get_attribute( 'data-query' ) );
		$this->assertStringNotContainsString( '<table', $html );
	}

	/**
	 * The search's tags are joined into the hidden `ftags` field (docs/search.md "The filters in
	 * detail"): a listed tag by its slug, whether the address named it by slug or name, another
	 * name as given; disabled, so that the form without JavaScript sends only its checkboxes.
	 * Each tag checkbox carries its tag's id.
	 */
	public function test_the_search_tags_are_joined_into_a_hidden_field(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Tagged ' . $this->token,
				'category' => $category['id'],
				'tags'     => array( 'finance ' . $this->token, 'legal ' . $this->token ),
			)
		);
		$finance = 'finance-' . strtolower( $this->token );
		$legal   = 'legal-' . strtolower( $this->token );

		$field = $this->tag( $this->render(), 'frontage-search__tags-field' );
		$this->assertSame( 'INPUT', $field->get_tag() );
		$this->assertSame( 'hidden', $field->get_attribute( 'type' ) );
		$this->assertSame( 'ftags', $field->get_attribute( 'name' ) );
		$this->assertSame( '', $field->get_attribute( 'value' ) );
		$this->assertTrue( $field->get_attribute( 'disabled' ) );

		$html  = $this->render( array(), array( 'ftags' => 'Legal ' . $this->token . ',' . $finance . ',gone-' . $this->token ) );
		$field = $this->tag( $html, 'frontage-search__tags-field' );
		$this->assertSame( $finance . ',' . $legal . ',gone-' . $this->token, $field->get_attribute( 'value' ) );
		$this->assertTrue( $field->get_attribute( 'disabled' ) );
		$checked = array();
		$ids     = array();
		$boxes   = new WP_HTML_Tag_Processor( $html );
		while ( $boxes->next_tag( array( 'class_name' => 'frontage-search__tag' ) ) ) {
			$boxes->next_tag( 'input' );
			$ids[ (string) $boxes->get_attribute( 'value' ) ] = (string) $boxes->get_attribute( 'data-id' );
			if ( $boxes->get_attribute( 'checked' ) ) {
				$checked[] = (string) $boxes->get_attribute( 'value' );
			}
		}
		$this->assertEqualsCanonicalizing( array( $finance, $legal ), array_map( 'strtolower', $checked ) );
		foreach ( array( $finance, $legal ) as $slug ) {
			$term = get_term_by( 'slug', $slug, Files_Module::TAG_TAXONOMY );
			$this->assertInstanceOf( WP_Term::class, $term );
			$this->assertSame( (string) $term->term_id, $ids[ $term->slug ] ?? null, "{$slug} carries its id." );
		}
	}

	/**
	 * The category select lists the categories the visitor may see, in tree order, each option
	 * with its level and slug and its name indented by level; a hidden category is not offered.
	 */
	public function test_category_options_carry_level_slug_and_indent(): void {
		$parent  = $this->make_category( array( 'name' => 'Parent ' . $this->token ) );
		$child   = $this->make_category(
			array(
				'name'   => 'Child ' . $this->token,
				'parent' => $parent['id'],
			)
		);
		$members = $this->make_category(
			array(
				'name'       => 'Members ' . $this->token,
				'visibility' => 'logged_in',
			)
		);

		$html = $this->render();

		$this->assertStringContainsString( '<option value="" data-level="0" data-type="" data-slug="">All categories</option>', $html );
		$this->assertStringContainsString( sprintf( '<option value="%d" data-level="1" data-type="frontage" data-slug="%s">Parent %s</option>', $parent['id'], $parent['slug'], $this->token ), $html );
		$this->assertStringContainsString( sprintf( '<option value="%d" data-level="2" data-type="frontage" data-slug="%s">&nbsp;&nbsp;&nbsp;Child %s</option>', $child['id'], $child['slug'], $this->token ), $html );
		$this->assertStringNotContainsString( 'Members ' . $this->token, $html );

		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( 'Members ' . $this->token, $this->render() );
		unset( $members );
	}

	/**
	 * An address with a search renders its first page on the server: the count, the table, the
	 * keyword in the box, and the normalised query for the script, which then does not search
	 * again.
	 */
	public function test_an_address_with_a_search_renders_its_first_page(): void {
		$category = $this->make_category();
		$report   = $this->make_file(
			array(
				'title'    => 'Report ' . $this->token,
				'category' => $category['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => 'Other file',
				'category' => $category['id'],
			)
		);

		$html = $this->render( array(), array( 'q' => $this->token ) );

		$this->assertSame( array( $report->id ), $this->row_ids( $html ) );
		$this->assertStringContainsString( '<h2 class="frontage-search-results__count" tabindex="-1">1 file found</h2>', $html );
		$this->assertSame( $this->token, $this->controls( $html )['q']['value'] );
		$results = $this->tag( $html, 'frontage-search__results' );
		$this->assertSame( 'q=' . $this->token, $results->get_attribute( 'data-query' ) );
		$this->assertSame( 'q=' . $this->token, $this->tag( $html, 'frontage-search-results' )->get_attribute( 'data-query' ) );

		// A category in the address searches, in the sort the address names.
		$html = $this->render(
			array(),
			array(
				'catid'    => (string) $category['id'],
				'ordering' => 'title',
				'dir'      => 'desc',
			)
		);
		$this->assertSame( array( 'Report ' . $this->token, 'Other file' ), $this->titles_in( $html ) );
		$this->assertSame( 'catid=' . $category['id'] . '&dir=desc', $this->tag( $html, 'frontage-search__results' )->get_attribute( 'data-query' ) );
		$this->assertStringContainsString( 'aria-sort="descending"', $html );
		$this->assertTrue( $this->tag( $html, 'frontage-search__filters' )->get_attribute( 'hidden' ) === null );
	}

	/**
	 * The block's page size and ordering are the search's defaults: the first page follows
	 * them, the form carries them, and links leave them out while they hold.
	 */
	public function test_the_blocks_page_size_and_ordering_apply(): void {
		$category = $this->make_category();
		foreach ( array( 'A', 'B', 'C' ) as $letter ) {
			$this->make_file(
				array(
					'title'    => $letter . ' ' . $this->token,
					'category' => $category['id'],
				)
			);
		}

		$html = $this->render(
			array(
				'perPage'  => 2,
				'ordering' => 'title-desc',
			),
			array( 'q' => $this->token )
		);

		$this->assertSame( array( 'C ' . $this->token, 'B ' . $this->token ), $this->titles_in( $html ) );
		$controls = $this->controls( $html );
		$this->assertSame( '2', $controls['limit']['value'] );
		$this->assertSame( 'title', $controls['ordering']['value'] );
		$this->assertSame( 'desc', $controls['dir']['value'] );
		$next = $this->tag( $html, 'is-next' );
		$this->assertSame( '/?q=' . $this->token . '&paged=2', html_entity_decode( (string) $next->get_attribute( 'href' ) ) );
	}

	/**
	 * Bad input in the address is answered in the results area with the request's message,
	 * never with a PHP warning.
	 */
	public function test_bad_input_in_the_address_is_a_clear_message(): void {
		$log = $this->debug_log_size();
		$cases = array(
			'The field cfrom must be a date written DD-MM-YYYY.' => array( 'cfrom' => '31-02-2024' ),
			'Weight from is positive integer.'                   => array(
				'q'     => '',
				'wfrom' => '-1',
			),
			'Weight from must be less than weight to.'           => array(
				'q'     => '',
				'wfrom' => '5',
				'wto'   => '1',
			),
			'The to date must be greater than the from date.'    => array(
				'cfrom' => '02-01-2024',
				'cto'   => '01-01-2024',
			),
			'The field q must be a single value.'                => array( 'q' => array( 'a', 'b' ) ),
			'The keyword is too long: 200 characters at most.'   => array( 'q' => str_repeat( 'x', 201 ) ),
			'The category must be a category id.'                => array( 'catid' => 'abc' ),
		);
		foreach ( $cases as $message => $query ) {
			$html  = $this->render( array(), $query );
			$error = $this->tag( $html, 'frontage-search-results__error' );
			$this->assertSame( 'alert', $error->get_attribute( 'role' ) );
			$this->assertStringContainsString( '>' . esc_html( $message ) . '</p>', $html, $message );
			$this->assertStringNotContainsString( '<table', $html );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * A bad size in the address is said next to its box too (docs/search.md "Sizes"): the box
	 * marked invalid and described by its message line; the other box is left alone. A size typed
	 * with its unit and a decimal comma is a search.
	 */
	public function test_a_bad_size_is_said_next_to_its_box(): void {
		$html = $this->render(
			array(),
			array(
				'q'   => '',
				'wto' => 'ten',
			)
		);
		$processor = new \WP_HTML_Tag_Processor( $html );
		$boxes     = array();
		while ( $processor->next_tag( 'input' ) ) {
			if ( in_array( $processor->get_attribute( 'name' ), array( 'wfrom', 'wto' ), true ) && 'text' === $processor->get_attribute( 'type' ) ) {
				$boxes[ $processor->get_attribute( 'name' ) ] = array(
					'id'        => $processor->get_attribute( 'id' ),
					'invalid'   => $processor->get_attribute( 'aria-invalid' ),
					'described' => $processor->get_attribute( 'aria-describedby' ),
				);
			}
		}
		$this->assertSame( 'true', $boxes['wto']['invalid'] );
		$this->assertSame( $boxes['wto']['id'] . '-message', $boxes['wto']['described'] );
		$this->assertStringContainsString( '<p id="' . $boxes['wto']['id'] . '-message" class="frontage-search__field-message" role="alert">Weight to is positive integer.</p>', $html );
		$this->assertNull( $boxes['wfrom']['invalid'] );
		$this->assertStringContainsString( '<p id="' . $boxes['wfrom']['id'] . '-message" class="frontage-search__field-message" role="alert"></p>', $html );

		$html = $this->render(
			array(),
			array(
				'q'   => '',
				'wto' => '1,5 MB',
			)
		);
		$this->assertStringNotContainsString( 'frontage-search-results__error', $html );
		$this->assertStringContainsString( 'frontage-search-results__count', $html );
		$this->assertStringNotContainsString( 'aria-invalid', $html );
	}

	/**
	 * A hostile keyword is shown as text in the box and the links, never run.
	 */
	public function test_a_hostile_keyword_is_escaped(): void {
		$html = $this->render( array(), array( 'q' => self::ATTACK ) );

		$this->assertStringNotContainsString( '<script', $html );
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$this->assertSame( array(), $processor->get_attribute_names_with_prefix( 'on' ), 'No element with an event handler.' );
		}
		$this->assertStringContainsString( 'No files match your search.', $html );
	}

	/**
	 * `data-config` holds what the script needs, with the documented messages translated word for
	 * word, the global settings, and the block's overrides.
	 */
	public function test_the_config_holds_settings_and_every_message(): void {
		$this->set_option(
			Search_Settings::OPTION,
			array(
				'suggestions'     => false,
				'check_empty_key' => true,
				'tag_display'     => 'input',
				'date_format'     => 'MM-DD-YYYY',
			)
		);

		$config = $this->config( $this->render( array( 'placeholder' => 'Find a form' ) ) );

		foreach ( array( 'ajaxUrl', 'restUrl', 'lang', 'dateFormat', 'locale', 'firstDay', 'search_file_suggestion', 'check_empty_key_search', 'searchAll', 'downloadSelected', 'placeholder', 'tagDisplay', 'theme', 'columns', 'limit', 'showPagination', 'labels', 'editor' ) as $key ) {
			$this->assertArrayHasKey( $key, $config );
		}
		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['ajaxUrl'] );
		$this->assertSame( rest_url( 'frontage/v1/search' ), $config['restUrl'] );
		$this->assertSame( 'MM-DD-YYYY', $config['dateFormat'] );
		$this->assertSame( 1, $config['firstDay'] );
		$this->assertFalse( $config['search_file_suggestion'] );
		$this->assertTrue( $config['check_empty_key_search'] );
		$this->assertTrue( $config['searchAll'] );
		$this->assertSame( 'input', $config['tagDisplay'] );
		$this->assertSame( 'Find a form', $config['placeholder'] );
		$this->assertSame( 20, $config['limit'] );
		$this->assertFalse( $config['editor'] );
		$labels = $config['labels'];
		$this->assertSame( 'Weight from is positive integer.', $labels['weightFromPositive'] );
		$this->assertSame( 'Weight to is positive integer.', $labels['weightToPositive'] );
		$this->assertSame( 'Weight from must be less than weight to.', $labels['weightFromLess'] );
		$this->assertSame( 'The to date must be greater than the from date.', $labels['dateOrder'] );
		$this->assertSame( 'no tag in this category found', $labels['noTagsInCategory'] );
		$this->assertSame( 'No search results.', $labels['noResults'] );
		$this->assertSame( '1 result is available, use up and down arrow keys to navigate.', $labels['oneResult'] );
		$this->assertSame( '%d results are available, use up and down arrow keys to navigate.', $labels['manyResults'] );

		// The block overrides the tag display; the form tells the widgets which one.
		$html = $this->render( array( 'tagDisplay' => 'checkbox' ) );
		$this->assertSame( 'checkbox', $this->config( $html )['tagDisplay'] );
		$this->assertSame( 'checkbox', $this->tag( $html, 'frontage-search__tags' )->get_attribute( 'data-display' ) );
		$this->assertSame( 'MM-DD-YYYY', $this->controls( $html )['cfrom']['placeholder'] );
	}

	/**
	 * The page's search settings go by their public names (docs/search.md "The page's search
	 * settings"), each saying what its setting says, so themes and scripts that read them work.
	 */
	public function test_the_page_names_the_global_search_settings_publicly(): void {
		$this->set_option(
			Search_Settings::OPTION,
			array(
				'suggestions'       => false,
				'check_empty_key'   => true,
				'download_selected' => false,
				'date_format'       => 'YYYY-MM-DD',
			)
		);
		$config = $this->config( $this->render() );
		$named  = array(
			'downloadSelected'       => false,
			'check_empty_key_search' => true,
			'search_file_suggestion' => false,
			'locale'                 => str_replace( '_', '-', determine_locale() ),
			'dateFormat'             => 'YYYY-MM-DD',
		);
		foreach ( $named as $key => $value ) {
			$this->assertArrayHasKey( $key, $config );
			$this->assertSame( $value, $config[ $key ], $key );
		}
		foreach ( array( 'suggestions', 'checkEmptyKey' ) as $old ) {
			$this->assertArrayNotHasKey( $old, $config, 'One name per setting.' );
		}

		$this->set_option( Search_Settings::OPTION, array() );
		$config = $this->config( $this->render() );
		$this->assertTrue( $config['downloadSelected'] );
		$this->assertFalse( $config['check_empty_key_search'] );
		$this->assertTrue( $config['search_file_suggestion'] );
		$this->assertSame( 'DD-MM-YYYY', $config['dateFormat'] );
	}

	/**
	 * The refusals of docs/search.md "Refusals and constants" hold on the server too: no search of the whole library
	 * with 'search all' off, none without a keyword with 'check empty key' on, none without any
	 * filter.
	 */
	public function test_searches_the_settings_forbid_are_not_run(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Report ' . $this->token,
				'category' => $category['id'],
			)
		);

		$this->set_option( Search_Settings::OPTION, array( 'search_all' => false ) );
		$html = $this->render( array(), array( 'q' => $this->token ) );
		$this->assertStringContainsString( 'Choose a category to search in.', $html );
		$this->assertStringNotContainsString( '<table', $html );
		$this->assertCount( 1, $this->row_ids( $this->render( array(), array( 'catid' => (string) $category['id'] ) ) ) );

		$this->set_option( Search_Settings::OPTION, array( 'check_empty_key' => true ) );
		$this->assertStringContainsString( 'Type a keyword to search for.', $this->render( array(), array( 'catid' => (string) $category['id'] ) ) );

		// The form without JavaScript always sends q: an empty form is a search with nothing.
		$this->set_option( Search_Settings::OPTION, array() );
		$html = $this->render(
			array(),
			array(
				'q'     => '',
				'catid' => '',
			)
		);
		$this->assertStringContainsString( 'Type a keyword or choose a filter to search.', $html );
		$this->assertStringNotContainsString( '<table', $html );
	}

	/**
	 * Browse all (docs/search.md "Browse all"): before any search the block lists the newest
	 * files of the category it starts in, first page, with the paging of a search (the newest
	 * first order left out of its links, so page 2 is the same list); an empty search lists them
	 * too instead of the notice. Without it, nothing before a search.
	 */
	public function test_browse_all_lists_the_newest_files_with_the_paging_of_a_search(): void {
		$category = $this->make_category();
		$older    = $this->make_file(
			array(
				'title'    => 'Aardvark ' . $this->token,
				'category' => $category['id'],
			)
		);
		$newer    = $this->make_file(
			array(
				'title'    => 'Zebra ' . $this->token,
				'category' => $category['id'],
			)
		);
		wp_update_post(
			array(
				'ID'            => $older->id,
				'post_date'     => '2020-01-01 10:00:00',
				'post_date_gmt' => '2020-01-01 10:00:00',
			)
		);
		$block = array(
			'browseAll'  => true,
			'categoryId' => $category['id'],
			'perPage'    => 1,
		);

		$html = $this->render( $block );
		$this->assertSame( array( $newer->id ), $this->row_ids( $html ) );
		$this->assertNull( $this->tag( $html, 'frontage-search-results' )->get_attribute( 'data-query' ), 'The page answers no address: the script takes it as it is.' );
		$this->assertTrue( $this->config( $html )['browseAll'] );
		$links = $this->attributes_of( $html, 'a', 'href' );
		$this->assertContains( '/?catid=' . $category['id'] . '&paged=2', array_map( 'html_entity_decode', $links ) );
		$this->assertStringNotContainsString( 'dir=desc', implode( ' ', $links ), 'The newest-first order is the block\'s own: left out of its links (its column\'s link turns it round).' );
		$this->assertSame(
			array( $older->id ),
			$this->row_ids(
				$this->render(
					$block,
					array(
						'catid' => (string) $category['id'],
						'paged' => '2',
					)
				)
			)
		);

		// Without browse all: nothing before a search, and the empty form is told what to do.
		$this->assertSame( array(), $this->row_ids( $this->render( array( 'categoryId' => $category['id'] ) ) ) );
		$this->assertStringContainsString( '<p class="frontage-search-results__notice">Type a keyword or choose a filter to search.</p>', $this->render( array(), array( 'q' => '' ) ) );
		// With it, the empty search lists the library, newest first (a keyword keeps relevance).
		$html = $this->render( array( 'browseAll' => true ), array( 'q' => '' ) );
		$this->assertStringNotContainsString( 'frontage-search-results__notice', $html );
		$this->assertGreaterThan( 1, count( $this->row_ids( $html ) ) );
		$this->assertSame( 'q=', $this->tag( $html, 'frontage-search-results' )->get_attribute( 'data-query' ) );
		$this->assertSame( array( $older->id, $newer->id ), $this->row_ids( $this->render( array( 'browseAll' => true ), array( 'q' => $this->token ) ) ), 'A keyword is ordered by relevance, then title (Aardvark first), not newest first.' );
		// A category the visitor may not search in (search all off, no start category): nothing.
		$this->set_option( Search_Settings::OPTION, array( 'search_all' => false ) );
		$this->assertSame( array(), $this->row_ids( $this->render( array( 'browseAll' => true ) ) ) );
	}

	/**
	 * An empty form says what to do next to the keyword box: the server renders the line the
	 * script fills (docs/search.md "An empty form").
	 */
	public function test_the_keyword_box_has_a_message_line(): void {
		$html = $this->render();
		$id   = $this->controls( $html )['q']['id'];
		$this->assertStringContainsString( '<p id="' . $id . '-message" class="frontage-search__field-message" role="alert"></p>', $html );
	}

	/**
	 * Only q, catid, ftags, cfrom, cto, ufrom or uto in the address search on load (docs/search.md
	 * "On load"), even empty; `?paged=2` (WordPress's own paging), a type, a size or a sort alone
	 * leave the block as it is, with no notice.
	 */
	public function test_only_the_search_fields_in_the_address_search_on_load(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Report ' . $this->token,
				'category' => $category['id'],
			)
		);
		foreach ( array(
			array( 'paged' => '2' ),
			array( 'type' => array( 'pdf' ) ),
			array( 'wfrom' => '1.5' ),
			array( 'wto' => '3' ),
			array(
				'limit'    => '10',
				'ordering' => 'title',
				'dir'      => 'desc',
			),
		) as $query ) {
			$html    = $this->render( array(), $query );
			$results = $this->tag( $html, 'frontage-search__results' );
			$this->assertNull( $results->get_attribute( 'data-query' ), wp_json_encode( $query ) );
			$this->assertStringNotContainsString( 'frontage-search-results', $html, wp_json_encode( $query ) );
		}
		// The same fields with an empty q, as the form sends them, do search.
		$html = $this->render(
			array(),
			array(
				'q'    => '',
				'type' => array( 'txt' ),
			)
		);
		$this->assertNotEmpty( $this->row_ids( $html ) );
		// Its page and sort links keep q, so that they search too.
		$this->assertStringContainsString( 'q=&amp;type=txt', $html );
	}

	/**
	 * A private file, or a file in a category for logged-in users, never reaches a visitor's
	 * page; an administrator gets both.
	 */
	public function test_files_a_visitor_may_not_see_are_never_rendered(): void {
		$public   = $this->make_category();
		$members  = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$open     = $this->make_file(
			array(
				'title'    => 'Open ' . $this->token,
				'category' => $public['id'],
			)
		);
		$private  = $this->make_file(
			array(
				'title'    => 'Private ' . $this->token,
				'category' => $public['id'],
				'status'   => 'private',
			)
		);
		$internal = $this->make_file(
			array(
				'title'    => 'Internal ' . $this->token,
				'category' => $members['id'],
			)
		);

		$html = $this->render( array(), array( 'q' => $this->token ) );
		$this->assertSame( array( $open->id ), $this->row_ids( $html ) );
		$this->assertStringNotContainsString( 'Private ' . $this->token, $html );
		$this->assertStringNotContainsString( 'Internal ' . $this->token, $html );

		$this->act_as( 'administrator' );
		$this->assertEqualsCanonicalizing( array( $open->id, $private->id, $internal->id ), $this->row_ids( $this->render( array(), array( 'q' => $this->token ) ) ) );
	}

	/**
	 * The date boxes carry the first and last days of the files the visitor may see, created
	 * and updated, in the search date format (`data-min`, `data-max`): the picker's bounds.
	 */
	public function test_the_date_boxes_carry_the_librarys_first_and_last_days(): void {
		$old     = $this->make_file( array( 'title' => 'Old ' . $this->token ) );
		$private = $this->make_file(
			array(
				'title'  => 'Older private ' . $this->token,
				'status' => 'private',
			)
		);
		wp_update_post(
			array(
				'ID'            => $old->id,
				'post_date'     => '2001-02-03 10:00:00',
				'post_date_gmt' => '2001-02-03 10:00:00',
			)
		);
		wp_update_post(
			array(
				'ID'            => $private->id,
				'post_date'     => '1999-01-01 10:00:00',
				'post_date_gmt' => '1999-01-01 10:00:00',
			)
		);
		// The newest public file's days (made today by this or an earlier test: read, not
		// assumed, so a run that passes midnight still agrees).
		global $wpdb;
		$newest = $wpdb->get_row( $wpdb->prepare( "SELECT MAX(post_date) AS created, MAX(post_modified) AS updated FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", Files_Module::POST_TYPE ) );
		$created = gmdate( 'd-m-Y', (int) strtotime( (string) $newest->created ) );
		$updated = gmdate( 'd-m-Y', (int) strtotime( (string) $newest->updated ) );

		$boxes = $this->date_bounds( $this->render() );
		$this->assertSame( array( '03-02-2001', $created ), $boxes['cfrom'] );
		$this->assertSame( array( '03-02-2001', $created ), $boxes['cto'] );
		$this->assertSame( $updated, $boxes['ufrom'][1] );
		$this->assertSame( $boxes['ufrom'], $boxes['uto'] );

		// A library manager sees the private file, and its day bounds the picker.
		$this->act_as( 'administrator' );
		$this->assertSame( '01-01-1999', $this->date_bounds( $this->render() )['cfrom'][0] );

		$this->set_option( Search_Settings::OPTION, array( 'date_format' => 'YYYY-MM-DD' ) );
		$this->assertSame( '1999-01-01', $this->date_bounds( $this->render() )['cto'][0] );
	}

	/**
	 * The `data-min` and `data-max` of each date box.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, array{0: ?string, 1: ?string}>
	 */
	private function date_bounds( string $html ): array {
		$bounds = array();
		$tags   = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'class_name' => 'frontage-search__date' ) ) ) {
			$bounds[ (string) $tags->get_attribute( 'name' ) ] = array( $tags->get_attribute( 'data-min' ), $tags->get_attribute( 'data-max' ) );
		}
		return $bounds;
	}

	/**
	 * Attributes that break block.json's schema fall back to their defaults; filters switched
	 * off are not rendered, and closed filters are marked closed for the script but stay usable
	 * without JavaScript.
	 */
	public function test_attributes_choose_the_filters(): void {
		$html = $this->render(
			array(
				'showFilters'    => false,
				'showCategories' => false,
				'showTags'       => false,
				'showTypes'      => false,
				'showSize'       => true,
				'showDates'      => false,
				'theme'          => '"><script>',
				'perPage'        => 5000,
				'columns'        => array( '<b>', 'size' ),
			)
		);

		$controls = $this->controls( $html );
		$this->assertArrayHasKey( 'wfrom', $controls );
		foreach ( array( 'catid', 'ftags[]', 'type[]', 'cfrom' ) as $name ) {
			$this->assertArrayNotHasKey( $name, $controls, $name );
		}
		$this->assertSame( 'false', $this->tag( $html, 'frontage-search__toggle' )->get_attribute( 'aria-expanded' ) );
		$this->assertNull( $this->tag( $html, 'frontage-search__filters' )->get_attribute( 'hidden' ) );
		$this->assertSame( 'true', $this->tag( $html, 'frontage-search__filters' )->get_attribute( 'data-closed' ) );
		// WordPress checks a block's attributes against block.json: a bad value is its default.
		$config = $this->config( $html );
		$this->assertSame( 'default', $config['theme'] );
		$this->assertSame( 20, $config['limit'] );
		$this->assertSame( File_Table::columns(), $config['columns'] );
		$this->assertStringNotContainsString( '<script', $html );
	}

	/**
	 * Renders the block as a page would, with an address.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param array<string, mixed> $query      The address's query arguments.
	 * @return string HTML.
	 */
	private function render( array $attributes = array(), array $query = array() ): string {
		$_GET = $query;
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => Search_Block::NAME,
					'attrs'        => $attributes,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * The form's named controls: type, id, value, placeholder and aria-label of the first one of
	 * each name.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, array{type: string, id: string, value: string, placeholder: string, aria-label: string}>
	 */
	private function controls( string $html ): array {
		$controls  = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			if ( ! in_array( $processor->get_tag(), array( 'INPUT', 'SELECT', 'TEXTAREA' ), true ) ) {
				continue;
			}
			$name = (string) $processor->get_attribute( 'name' );
			if ( '' === $name || isset( $controls[ $name ] ) || $processor->get_attribute( 'form' ) ) {
				continue;
			}
			$controls[ $name ] = array(
				'type'        => 'INPUT' === $processor->get_tag() ? (string) $processor->get_attribute( 'type' ) : strtolower( $processor->get_tag() ),
				'id'          => (string) $processor->get_attribute( 'id' ),
				'value'       => (string) $processor->get_attribute( 'value' ),
				'placeholder' => (string) $processor->get_attribute( 'placeholder' ),
				'aria-label'  => (string) $processor->get_attribute( 'aria-label' ),
			);
		}
		return $controls;
	}

	/**
	 * The script's config.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, mixed>
	 */
	private function config( string $html ): array {
		$config = json_decode( (string) $this->tag( $html, 'frontage-search' )->get_attribute( 'data-config' ), true );
		$this->assertIsArray( $config );
		return $config;
	}

	/**
	 * The file ids of the result rows, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return int[]
	 */
	private function row_ids( string $html ): array {
		return array_map( 'intval', $this->attributes_of( $html, 'tr', 'data-file-id' ) );
	}

	/**
	 * The titles of the result rows, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[]
	 */
	private function titles_in( string $html ): array {
		preg_match_all( '/class="frontage-file-table__title-link"[^>]*>([^<]*)<\/a>/', $html, $matches );
		return array_map( 'html_entity_decode', $matches[1] );
	}

	/**
	 * An attribute of every element of a tag name that has it.
	 *
	 * @param string $html      Rendered HTML.
	 * @param string $tag       Tag name.
	 * @param string $attribute Attribute name.
	 * @return string[]
	 */
	private function attributes_of( string $html, string $tag, string $attribute ): array {
		$values    = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( $tag ) ) {
			$value = $processor->get_attribute( $attribute );
			if ( null !== $value ) {
				$values[] = true === $value ? '' : (string) $value;
			}
		}
		return $values;
	}

	/**
	 * The first element with a class, for reading its attributes.
	 *
	 * @param string $html       Rendered HTML.
	 * @param string $class_name The class to find.
	 * @return WP_HTML_Tag_Processor Positioned on that element.
	 */
	private function tag( string $html, string $class_name ): WP_HTML_Tag_Processor {
		$processor = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => $class_name ) ), "No element with class {$class_name}." );
		return $processor;
	}
}
