<?php
/**
 * The object cache API as WordPress 6.5 defines it, checked against the cache the site runs:
 * WordPress's own in the plain steps, bin/php/object-cache.php (Redis) in the php-redis step —
 * so the drop-in is held to the same contract as WordPress's cache (docs/scale-out.md
 * "A persistent object cache").
 *
 * @package Frontage
 */

namespace Frontage\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Each test uses a group of its own and empties it afterwards.
 */
final class Test_Object_Cache extends Test_Case {

	/**
	 * The group the tests write in.
	 */
	private const GROUP = 'frontage_cache_test';

	/**
	 * A group kept in memory only.
	 */
	private const MEMORY_GROUP = 'frontage_cache_test_memory';

	/**
	 * Empties the test's groups.
	 */
	protected function tearDown(): void {
		wp_cache_flush_group( self::GROUP );
		wp_cache_flush_group( self::MEMORY_GROUP );
		parent::tearDown();
	}

	/**
	 * Empty values come back as they went in, and a cached false is found.
	 */
	public function test_false_zero_and_empty_values_are_found_as_they_are(): void {
		$object       = new \stdClass();
		$object->name = 'file';
		$values       = array(
			'false'  => false,
			'zero'   => 0,
			'empty'  => '',
			'null'   => null,
			'string' => '0',
			'float'  => 1.5,
			'array'  => array( 'a' => array( 1, 2 ) ),
			'object' => $object,
		);
		foreach ( $values as $key => $value ) {
			$this->assertTrue( wp_cache_set( $key, $value, self::GROUP ) );
		}
		// Read from the cache itself, not from what this request kept.
		wp_cache_flush_runtime();
		foreach ( $values as $key => $value ) {
			$found = null;
			$read  = wp_cache_get( $key, self::GROUP, false, $found );
			if ( $this->persists() ) {
				$this->assertTrue( $found, "{$key} is found." );
				$this->assertEquals( $value, $read, "{$key} comes back as it went in." );
				$this->assertSame( gettype( $value ), gettype( $read ), "{$key} keeps its type." );
			} else {
				// WordPress's own cache forgets everything with the request.
				$this->assertFalse( $found );
			}
		}
		$found = null;
		$this->assertFalse( wp_cache_get( 'missing', self::GROUP, false, $found ) );
		$this->assertFalse( $found, 'A missing key is not found.' );
	}

	/**
	 * A cached object is a copy: changing what was read changes nothing cached.
	 */
	public function test_objects_are_copies(): void {
		$object       = new \stdClass();
		$object->name = 'before';
		wp_cache_set( 'object', $object, self::GROUP );
		$object->name = 'changed after set';
		$read         = wp_cache_get( 'object', self::GROUP );
		$read->name   = 'changed after get';
		$this->assertSame( 'before', wp_cache_get( 'object', self::GROUP )->name );
	}

	/**
	 * Add only adds, replace only replaces, delete says whether there was something.
	 */
	public function test_add_replace_and_delete(): void {
		$this->assertFalse( wp_cache_replace( 'key', 'value', self::GROUP ), 'Nothing to replace.' );
		$this->assertTrue( wp_cache_add( 'key', 'first', self::GROUP ) );
		$this->assertFalse( wp_cache_add( 'key', 'second', self::GROUP ), 'Already there.' );
		$this->assertSame( 'first', wp_cache_get( 'key', self::GROUP ) );
		$this->assertTrue( wp_cache_replace( 'key', 'third', self::GROUP ) );
		$this->assertSame( 'third', wp_cache_get( 'key', self::GROUP, true ) );
		$this->assertTrue( wp_cache_delete( 'key', self::GROUP ) );
		$this->assertFalse( wp_cache_delete( 'key', self::GROUP ), 'Gone already.' );
		$this->assertFalse( wp_cache_get( 'key', self::GROUP, true ) );
		$this->assertSame( 'other group', wp_cache_add( 'key', 'other group', self::GROUP . '_2' ) ? wp_cache_get( 'key', self::GROUP . '_2' ) : null, 'Groups are apart.' );
		wp_cache_flush_group( self::GROUP . '_2' );
	}

	/**
	 * The *_multiple calls, as the single ones.
	 */
	public function test_multiple_calls(): void {
		$this->assertTrue( wp_cache_supports( 'get_multiple' ) && wp_cache_supports( 'set_multiple' ) && wp_cache_supports( 'add_multiple' ) && wp_cache_supports( 'delete_multiple' ) );
		wp_cache_set( 'b', 'kept', self::GROUP );
		$this->assertSame(
			array(
				'a' => true,
				'b' => false,
			),
			wp_cache_add_multiple(
				array(
					'a' => 1,
					'b' => 2,
				),
				self::GROUP
			)
		);
		$this->assertSame(
			array(
				'c' => true,
				'd' => true,
			),
			wp_cache_set_multiple(
				array(
					'c' => false,
					'd' => array( 'x' ),
				),
				self::GROUP
			)
		);
		wp_cache_flush_runtime();
		$expected = $this->persists()
			? array(
				'a'       => 1,
				'b'       => 'kept',
				'c'       => false,
				'd'       => array( 'x' ),
				'missing' => false,
			)
			: array_fill_keys( array( 'a', 'b', 'c', 'd', 'missing' ), false );
		$this->assertSame( $expected, wp_cache_get_multiple( array( 'a', 'b', 'c', 'd', 'missing' ), self::GROUP ) );
		wp_cache_set_multiple(
			array(
				'a' => 1,
				'b' => 2,
			),
			self::GROUP
		);
		$this->assertSame(
			array(
				'a'       => true,
				'missing' => false,
			),
			wp_cache_delete_multiple( array( 'a', 'missing' ), self::GROUP )
		);
		$this->assertSame( array( 'a' => false ), wp_cache_get_multiple( array( 'a' ), self::GROUP, true ) );
	}

	/**
	 * Incr and decr count, never below 0; a key without a value stays without one.
	 */
	public function test_incr_and_decr(): void {
		$this->assertFalse( wp_cache_incr( 'count', 1, self::GROUP ), 'No value: nothing to add to.' );
		wp_cache_set( 'count', 5, self::GROUP );
		$this->assertSame( 7, wp_cache_incr( 'count', 2, self::GROUP ) );
		$this->assertSame( 6, wp_cache_decr( 'count', 1, self::GROUP ) );
		$this->assertSame( 0, wp_cache_decr( 'count', 10, self::GROUP ), 'Never below 0.' );
		$this->assertSame( 0, wp_cache_get( 'count', self::GROUP, true ) );
		wp_cache_set( 'text', 'not a number', self::GROUP );
		$this->assertSame( 3, wp_cache_incr( 'text', 3, self::GROUP ), 'Not a number counts as 0.' );
		wp_cache_set( 'numeric', '4', self::GROUP );
		$this->assertSame( 5, wp_cache_incr( 'numeric', 1, self::GROUP ), 'A numeric string is a number.' );
	}

	/**
	 * Non-persistent groups stay in this request's memory; the others outlive it (Redis).
	 */
	public function test_non_persistent_groups_stay_in_memory(): void {
		wp_cache_add_non_persistent_groups( array( self::MEMORY_GROUP ) );
		wp_cache_set( 'key', 'memory', self::MEMORY_GROUP );
		wp_cache_set( 'key', 'kept', self::GROUP );
		$this->assertSame( 'memory', wp_cache_get( 'key', self::MEMORY_GROUP, true ), 'Memory is all it has.' );
		wp_cache_set( 'n', 1, self::MEMORY_GROUP );
		$this->assertSame( 6, wp_cache_incr( 'n', 5, self::MEMORY_GROUP ) );
		wp_cache_flush_runtime();
		$this->assertFalse( wp_cache_get( 'key', self::MEMORY_GROUP ), 'The end of a request forgets it.' );
		$this->assertSame( $this->persists() ? 'kept' : false, wp_cache_get( 'key', self::GROUP ) );
	}

	/**
	 * Expiry: a value set for a second is gone after it.
	 */
	public function test_values_expire(): void {
		if ( ! $this->persists() ) {
			$this->markTestSkipped( 'WordPress’s own cache ignores expiry: it lasts one request.' );
		}
		wp_cache_set( 'short', 'soon gone', self::GROUP, 1 );
		wp_cache_set( 'long', 'stays', self::GROUP, 60 );
		wp_cache_set( 'ever', 'stays', self::GROUP );
		usleep( 2100000 );
		wp_cache_flush_runtime();
		$found = null;
		$this->assertFalse( wp_cache_get( 'short', self::GROUP, false, $found ) );
		$this->assertFalse( $found );
		$this->assertSame( array( 'stays', 'stays' ), array( wp_cache_get( 'long', self::GROUP ), wp_cache_get( 'ever', self::GROUP ) ) );
	}

	/**
	 * Flushing a group empties it and nothing else; flushing the cache empties it all.
	 */
	public function test_flush_group_and_flush(): void {
		$this->assertTrue( wp_cache_supports( 'flush_group' ) );
		wp_cache_set( 'key', 'a', self::GROUP );
		wp_cache_set( 'key', 'b', self::GROUP . '_other' );
		wp_cache_flush_group( self::GROUP );
		$this->assertFalse( wp_cache_get( 'key', self::GROUP, true ) );
		$this->assertSame( 'b', wp_cache_get( 'key', self::GROUP . '_other', true ) );
		wp_cache_flush();
		$this->assertFalse( wp_cache_get( 'key', self::GROUP . '_other', true ) );
	}

	/**
	 * Global groups are shared by the sites of a network; other groups are each site's own.
	 */
	public function test_switching_sites_keeps_groups_apart(): void {
		if ( ! $this->persists() ) {
			$this->markTestSkipped( 'WordPress’s own cache keeps sites apart on a network only.' );
		}
		wp_cache_add_global_groups( array( self::GROUP . '_global' ) );
		wp_cache_set( 'key', 'site 1', self::GROUP );
		wp_cache_set( 'key', 'everyone', self::GROUP . '_global' );
		wp_cache_switch_to_blog( 2 );
		try {
			$this->assertFalse( wp_cache_get( 'key', self::GROUP ), 'Another site does not read site 1’s keys.' );
			$this->assertSame( 'everyone', wp_cache_get( 'key', self::GROUP . '_global' ) );
		} finally {
			wp_cache_switch_to_blog( get_current_blog_id() );
		}
		$this->assertSame( 'site 1', wp_cache_get( 'key', self::GROUP ) );
		wp_cache_flush_group( self::GROUP . '_global' );
	}

	/**
	 * Whether the site's cache outlives the request (a persistent object cache).
	 */
	private function persists(): bool {
		return (bool) wp_using_ext_object_cache();
	}
}
