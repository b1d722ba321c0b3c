<?php
/**
 * Tests for the crawler rule of includes/language/class-language-detector.php
 * (Language_Detector::is_crawler()): the table of user agents in src/language/user-agents.json,
 * which jest runs through the head script's isAutomated() too, so the two cannot drift.
 *
 * @package Frontage
 */

use Frontage\Language\Language_Detector;
use Frontage\Tests\Test_Case;

/**
 * Crawlers and automated agents are known, people's browsers and phones are not.
 */
final class Test_Language_Crawlers extends Test_Case {

	/**
	 * The shared table.
	 *
	 * @return array{crawlers: list<array{name: string, userAgent: string}>, people: list<array{name: string, userAgent: string}>}
	 */
	private static function table(): array {
		$file = dirname( __DIR__, 3 ) . '/src/language/user-agents.json';
		return json_decode( (string) file_get_contents( $file ), true ); // Plain file functions: a local file of the plugin.
	}

	/**
	 * Every crawler of the table, by name.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function crawlers(): array {
		$cases = array();
		foreach ( self::table()['crawlers'] as $agent ) {
			$cases[ $agent['name'] ] = array( $agent['userAgent'] );
		}
		return $cases;
	}

	/**
	 * Every person's browser of the table, by name.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function people(): array {
		$cases = array();
		foreach ( self::table()['people'] as $agent ) {
			$cases[ $agent['name'] ] = array( $agent['userAgent'] );
		}
		return $cases;
	}

	/**
	 * Search engines, Google's agents without "bot" in their name (GoogleOther,
	 * Google-InspectionTool…), link previews, agents with a contact address, headless browsers.
	 *
	 * @dataProvider crawlers
	 *
	 * @param string $user_agent The User-Agent header.
	 */
	public function test_a_crawler_is_known( string $user_agent ): void {
		$this->assertTrue( Language_Detector::is_crawler( $user_agent ) );
	}

	/**
	 * Browsers, CUBOT phones, devices named "M bot 54" or "Spider 8", the Google app, Google TVs.
	 *
	 * @dataProvider people
	 *
	 * @param string $user_agent The User-Agent header.
	 */
	public function test_a_persons_browser_is_not_a_crawler( string $user_agent ): void {
		$this->assertFalse( Language_Detector::is_crawler( $user_agent ) );
	}

	/**
	 * A header that is not a string counts as none: a crawler, and no warning.
	 */
	public function test_a_user_agent_that_is_not_a_string_is_none(): void {
		$log = $this->debug_log_size();
		$this->assertTrue( Language_Detector::is_crawler( array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' ) ) );
		$this->assertTrue( Language_Detector::is_crawler( null ) );
		$this->assertTrue( Language_Detector::is_crawler( '   ' ) );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}
}
