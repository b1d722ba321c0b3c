<?php
/**
 * Tests for the Account block (includes/theme/class-account*.php; docs/theme.md "Account menu
 * and login popup"): what a visitor and a logged-in user get, the logout link's nonce, where
 * logging in and out lead, and labels and names that carry markup.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;
use Frontage\Theme\Account_Block;
use Frontage\Theme\Account_Options;

// WooCommerce's three account helpers, as WooCommerce defines them (the page id from its
// option), unless a real shop is loaded: without the option they report no My account page,
// as WooCommerce does, so nothing else in the run changes.
if ( ! function_exists( 'wc_get_page_id' ) ) {
	/**
	 * A shop page's id, from WooCommerce's option.
	 *
	 * @param string $page The page, e.g. `myaccount`.
	 */
	function wc_get_page_id( $page ) {
		return (int) get_option( 'woocommerce_' . $page . '_page_id', -1 ) ?: -1;
	}
	/**
	 * A shop page's address.
	 *
	 * @param string $page The page.
	 */
	function wc_get_page_permalink( $page ) {
		return (string) get_permalink( wc_get_page_id( $page ) );
	}
	/**
	 * An account endpoint's address.
	 *
	 * @param string $endpoint The endpoint.
	 */
	function wc_get_account_endpoint_url( $endpoint ) {
		return add_query_arg( $endpoint, '', wc_get_page_permalink( 'myaccount' ) );
	}
}

/**
 * The block as a page renders it.
 */
final class Test_Account_Block extends Test_Case {

	/**
	 * The request's address before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * Puts the visitor on a page of the site.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		$this->visit( '/notes/?topic=a' );
	}

	/**
	 * Restores the request.
	 */
	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * Makes the request's address a path of the site (on a site in a folder, under the folder).
	 *
	 * @param string $path The path and query.
	 */
	private function visit( string $path ): void {
		$_SERVER['REQUEST_URI'] = rtrim( (string) wp_parse_url( home_url(), PHP_URL_PATH ), '/' ) . $path;
	}

	/**
	 * The page's address as the block should name it.
	 *
	 * @param string $path The path and query.
	 */
	private static function page( string $path ): string {
		return home_url( $path );
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attrs The block's attributes.
	 */
	private static function account( mixed $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => Account_Block::NAME,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The values of an attribute on the elements an XPath finds.
	 *
	 * @param string $html      The markup.
	 * @param string $xpath     The elements.
	 * @param string $attribute The attribute ('' for the text).
	 * @return string[]
	 */
	private static function find( string $html, string $xpath, string $attribute = '' ): array {
		$document = new DOMDocument();
		// Printed as is: parser warnings about HTML5 elements (<dialog>) are not the test's concern.
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$found = array();
		foreach ( ( new DOMXPath( $document ) )->query( $xpath ) as $node ) {
			$found[] = '' === $attribute ? trim( $node->textContent ) : $node->getAttribute( $attribute );
		}
		return $found;
	}

	/**
	 * A query parameter of an address.
	 *
	 * @param string $url  The address.
	 * @param string $name The parameter.
	 */
	private static function param( string $url, string $name ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return (string) ( $query[ $name ] ?? '' );
	}

	/**
	 * A visitor gets a Log in link to wp-login.php that comes back to this page, and a closed
	 * dialog holding WordPress's login form posted to wp-login.php with the same way back, and
	 * the lost-password link; no register link while the site does not allow registration.
	 */
	public function test_visitor_gets_login_link_and_wordpress_form(): void {
		$this->set_option( 'users_can_register', 0 );
		$html = self::account();
		$here = self::page( '/notes/?topic=a' );

		$this->assertStringContainsString( 'is-logged-out', $html );
		$link = self::find( $html, '//a[contains(@class,"__login")]', 'href' );
		$this->assertCount( 1, $link );
		$this->assertStringStartsWith( site_url( 'wp-login.php' ), $link[0] );
		$this->assertSame( $here, self::param( $link[0], 'redirect_to' ) );
		$this->assertSame( array( 'Log in' ), self::find( $html, '//a[contains(@class,"__login")]' ) );

		$this->assertSame( array( '' ), self::find( $html, '//dialog', 'open' ), 'closed on load' );
		$this->assertSame( array( site_url( 'wp-login.php', 'login_post' ) ), self::find( $html, '//dialog//form', 'action' ) );
		$this->assertSame( array( 'post' ), self::find( $html, '//dialog//form', 'method' ) );
		$this->assertCount( 1, self::find( $html, '//dialog//input[@name="log"]' ) );
		$this->assertCount( 1, self::find( $html, '//dialog//input[@name="pwd"][@type="password"]' ) );
		$this->assertSame( array( $here ), self::find( $html, '//dialog//input[@name="redirect_to"]', 'value' ) );
		$this->assertSame( array( 'Close' ), self::find( $html, '//dialog/button', 'aria-label' ) );

		$this->assertSame( array( 'Lost your password?' ), self::find( $html, '//dialog//p[contains(@class,"__links")]/a' ) );
		$lost = self::find( $html, '//dialog//p[contains(@class,"__links")]/a', 'href' )[0];
		$this->assertSame( 'lostpassword', self::param( $lost, 'action' ) );
		$this->assertStringNotContainsString( 'action=register', $html );
	}

	/**
	 * The register link shows only while the site allows registration.
	 */
	public function test_register_link_only_when_registration_is_allowed(): void {
		$this->set_option( 'users_can_register', 1 );
		$html = self::account( array( 'registerLabel' => 'Join us' ) );
		$this->assertSame( array( 'Lost your password?', 'Join us' ), self::find( $html, '//dialog//p[contains(@class,"__links")]/a' ) );
		$this->assertSame( wp_registration_url(), self::find( $html, '//dialog//p[contains(@class,"__links")]/a', 'href' )[1] );

		$this->set_option( 'users_can_register', 0 );
		$this->assertSame( array( 'Lost your password?' ), self::find( self::account( array( 'registerLabel' => 'Join us' ) ), '//dialog//p[contains(@class,"__links")]/a' ) );
	}

	/**
	 * Two blocks on one page (a header and a footer) use ids of their own.
	 */
	public function test_two_blocks_have_their_own_ids(): void {
		$html = self::account() . self::account();
		$ids  = array_merge( self::find( $html, '//*[@id]', 'id' ) );
		$this->assertSame( $ids, array_unique( $ids ) );
		$this->assertCount( 2, self::find( $html, '//dialog' ) );
	}

	/**
	 * A logged-in user gets their name as a button and the menu: Dashboard, Edit profile, and Log
	 * out with a nonce WordPress accepts, coming back to this page. No login form.
	 */
	public function test_logged_in_user_gets_name_and_menu_with_logout_nonce(): void {
		$user = $this->act_as( 'subscriber' );
		wp_update_user(
			array(
				'ID'           => $user,
				'display_name' => 'Ada Lovelace',
			)
		);
		wp_set_current_user( 0 ); // The current user's object is kept; read the changed name.
		wp_set_current_user( $user );
		$html = self::account();

		$this->assertStringContainsString( 'is-logged-in', $html );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertSame( array( 'Ada Lovelace' ), self::find( $html, '//button[contains(@class,"__toggle")]' ) );
		$this->assertSame( array( 'Dashboard', 'Edit profile', 'Log out' ), self::find( $html, '//ul/li/a' ) );
		[ $dashboard, $profile, $logout ] = self::find( $html, '//ul/li/a', 'href' );
		$this->assertSame( admin_url(), $dashboard );
		$this->assertSame( get_edit_profile_url( $user ), $profile );
		$this->assertSame( 'logout', self::param( $logout, 'action' ) );
		$this->assertSame( 1, wp_verify_nonce( self::param( $logout, '_wpnonce' ), 'log-out' ), 'the logout link carries a valid nonce' );
		$this->assertSame( self::page( '/notes/?topic=a' ), self::param( $logout, 'redirect_to' ) );
	}

	/**
	 * With WooCommerce's My account page, the menu leads there ("My account") and to its account
	 * details instead of the dashboard and Profile.
	 */
	public function test_shop_account_page_replaces_dashboard_and_profile(): void {
		$account = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'My account',
			)
		);
		$this->set_option( 'woocommerce_myaccount_page_id', $account );
		$this->act_as( 'customer' === get_role( 'customer' )?->name ? 'customer' : 'subscriber' );
		$html = self::account();
		$this->assertSame( array( 'My account', 'Edit profile', 'Log out' ), self::find( $html, '//ul/li/a' ) );
		[ $dashboard, $profile ] = self::find( $html, '//ul/li/a', 'href' );
		$this->assertSame( get_permalink( $account ), $dashboard );
		$this->assertSame( wc_get_account_endpoint_url( 'edit-account' ), $profile );
	}

	/**
	 * Logging in and out leads back to this page unless the owner named a same-site address;
	 * an address on another site (or one that only looks like a path) falls back to this page.
	 */
	public function test_redirects_are_same_site_only(): void {
		$here = self::page( '/notes/?topic=a' );
		$shop = home_url( '/shop/' );
		foreach ( array( 'https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://' . wp_parse_url( home_url(), PHP_URL_HOST ) . '@evil.example/' ) as $foreign ) {
			$html = self::account( array( 'loginRedirect' => $foreign ) );
			$this->assertSame( array( $here ), self::find( $html, '//input[@name="redirect_to"]', 'value' ), $foreign );
			$this->assertSame( $here, self::param( self::find( $html, '//a[contains(@class,"__login")]', 'href' )[0], 'redirect_to' ), $foreign );
		}
		$html = self::account( array( 'loginRedirect' => ' ' . $shop . ' ' ) );
		$this->assertSame( array( $shop ), self::find( $html, '//input[@name="redirect_to"]', 'value' ) );

		$this->act_as( 'subscriber' );
		$logout = self::find( self::account( array( 'logoutRedirect' => 'https://evil.example/' ) ), '//ul/li[3]/a', 'href' )[0];
		$this->assertSame( $here, self::param( $logout, 'redirect_to' ) );
		$logout = self::find( self::account( array( 'logoutRedirect' => $shop ) ), '//ul/li[3]/a', 'href' )[0];
		$this->assertSame( $shop, self::param( $logout, 'redirect_to' ) );
	}

	/**
	 * The page's own address is built on the site's host, never the request's Host header (a
	 * visitor could set it, and a page cache would keep the result for everyone).
	 */
	public function test_page_address_ignores_the_host_header(): void {
		$_SERVER['HTTP_HOST'] = 'evil.example';
		$this->visit( '/notes/?topic=a#top' );
		$html = self::account();
		$this->assertSame( array( self::page( '/notes/?topic=a' ) ), self::find( $html, '//input[@name="redirect_to"]', 'value' ) );
		$this->assertStringNotContainsString( 'evil.example', $html );
	}

	/**
	 * Labels and names are text: markup in them is stripped or escaped, never run.
	 */
	public function test_labels_and_names_are_escaped(): void {
		$attack = '"><img src=x onerror=alert(1)>Sign <b>in</b> & "go"';
		$html   = self::account(
			array(
				'loginLabel'        => $attack,
				'lostPasswordLabel' => '<script>alert(1)</script>Forgot?',
				'submitLabel'       => '" onfocus="alert(1)',
			)
		);
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '" onfocus="', $html );
		$this->assertSame( array( '">Sign in & "go"' ), self::find( $html, '//a[contains(@class,"__login")]' ) );
		$this->assertSame( array( '">Sign in & "go"' ), self::find( $html, '//h2' ) );
		$this->assertSame( array( '" onfocus="alert(1)' ), self::find( $html, '//input[@type="submit"]', 'value' ) );

		$user = $this->act_as( 'subscriber' );
		wp_update_user(
			array(
				'ID'           => $user,
				'display_name' => '<img src=x onerror=alert(1)>Eve',
			)
		);
		wp_set_current_user( 0 ); // The current user's object is kept; read the changed name.
		wp_set_current_user( $user );
		$html = self::account( array( 'logoutLabel' => '<i>Bye</i>' ) );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<i>', $html );
		$this->assertSame( 'Bye', self::find( $html, '//ul/li[3]/a' )[0] );
	}

	/**
	 * Attributes of the wrong type, or too long, read as the defaults or are cut: nothing breaks.
	 */
	public function test_bad_attributes_read_as_defaults(): void {
		foreach ( array( null, 'x', 12, array( 'loginLabel' => array( 'x' ) ) ) as $attributes ) {
			$this->assertSame( 'Log in', Account_Options::from_attributes( $attributes )->label( 'login' ), wp_json_encode( $attributes ) );
		}
		$html = self::account(
			array(
				'loginLabel'    => array( 'x' ),
				'loginRedirect' => 12,
				'registerLabel' => null,
			)
		);
		$this->assertSame( array( 'Log in' ), self::find( $html, '//a[contains(@class,"__login")]' ) );
		$this->assertSame( array( self::page( '/notes/?topic=a' ) ), self::find( $html, '//input[@name="redirect_to"]', 'value' ) );
		$html = self::account( array( 'loginLabel' => str_repeat( 'a', 500 ) ) );
		$this->assertSame( 80, strlen( self::find( $html, '//a[contains(@class,"__login")]' )[0] ) );
	}
}
