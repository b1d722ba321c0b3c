<?php
/**
 * A persistent object cache in Redis, for tests: the `php-redis` step of `npm test` copies this
 * file to a site's wp-content/object-cache.php (bin/lib/redis.mjs) and defines, in its
 * wp-config.php, FRONTAGE_REDIS_HOST, FRONTAGE_REDIS_PORT and FRONTAGE_REDIS_PREFIX.
 * docs/scale-out.md "A persistent object cache" says what it is for.
 *
 * It implements the whole object cache API WordPress 6.5 calls, as a production drop-in does:
 * groups, global groups (shared by every site of a network), non-persistent groups (kept in this
 * request's memory only), the `*_multiple` calls, incr/decr, expiry, flush, flush_runtime and
 * flush_group. Values are PHP-serialized, so false, 0, '' and null come back as they went in
 * (a cached false is found: `$found`); whole numbers are stored as Redis integers so that incr and
 * decr are atomic. Each key starts with the site's prefix, so sites sharing one Redis never read
 * each other's keys, and flush() empties only this site's keys.
 *
 * Like production drop-ins it keeps what it read or wrote in this request's memory too (the
 * runtime cache): a second read in one request costs no round trip, and wp_cache_get()'s $force
 * reads Redis again. A cache that cannot reach Redis stops the request with a clear error rather
 * than quietly running without a cache: a test run must not pass without testing the cache.
 *
 * @package Frontage
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The cache: one per request, in $GLOBALS['wp_object_cache'] as WordPress expects.
 */
class WP_Object_Cache {

	/**
	 * A key's scope for global groups (instead of a site's id).
	 */
	private const GLOBAL_SCOPE = 'g';

	/**
	 * Adds to a stored whole number, keeping its expiry, never below 0: the new number; nil when
	 * the key is missing; -1 when it holds something else than a whole number (PHP then does it).
	 */
	private const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return nil end
if not string.match(v, '^%-?%d+$') then return -1 end
local n = tonumber(v) + tonumber(ARGV[1])
if n < 0 then n = 0 end
redis.call('SET', KEYS[1], string.format('%d', n), 'KEEPTTL')
return n
LUA;

	/**
	 * The connection.
	 *
	 * @var Redis
	 */
	private Redis $redis;

	/**
	 * This site's key prefix.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * The current site's id, the scope of keys in groups that are not global.
	 *
	 * @var int
	 */
	private int $blog_id;

	/**
	 * What this request read or wrote: scoped key => value. Misses are not kept.
	 *
	 * @var array<string, mixed>
	 */
	private array $runtime = array();

	/**
	 * Groups shared by every site of a network, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Groups kept in this request's memory only, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * Reads that found a value, and reads that did not (as Query Monitor shows them).
	 *
	 * @var int
	 */
	public int $cache_hits = 0;

	/**
	 * Reads that did not find a value.
	 *
	 * @var int
	 */
	public int $cache_misses = 0;

	/**
	 * Connects to the Redis that wp-config.php names.
	 *
	 * @throws RuntimeException When php-redis is missing or Redis cannot be reached.
	 */
	public function __construct() {
		if ( ! class_exists( 'Redis' ) ) {
			throw new RuntimeException( 'wp-content/object-cache.php needs the PHP extension redis (Debian: apt-get install php-redis).' );
		}
		$host = defined( 'FRONTAGE_REDIS_HOST' ) ? (string) FRONTAGE_REDIS_HOST : '127.0.0.1';
		$port = defined( 'FRONTAGE_REDIS_PORT' ) ? (int) FRONTAGE_REDIS_PORT : 6379;
		// One site, one prefix: two test sites on one Redis never share a key.
		$this->prefix  = defined( 'FRONTAGE_REDIS_PREFIX' ) ? (string) FRONTAGE_REDIS_PREFIX : md5( ABSPATH . ( $GLOBALS['table_prefix'] ?? '' ) );
		$this->blog_id = is_multisite() ? get_current_blog_id() : 1;
		$this->redis   = new Redis();
		try {
			$this->redis->connect( $host, $port, 2.0 );
			$this->redis->setOption( Redis::OPT_READ_TIMEOUT, 5.0 );
		} catch ( RedisException $error ) {
			throw new RuntimeException( "wp-content/object-cache.php cannot reach Redis at {$host}:{$port}: " . $error->getMessage() );
		}
	}

	/**
	 * The full Redis key of a key in a group, and its runtime key.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group ('' is `default`).
	 */
	private function key( int|string $key, string $group ): string {
		$scope = isset( $this->global_groups[ $group ] ) ? self::GLOBAL_SCOPE : (string) $this->blog_id;
		return $this->prefix . ':' . $scope . ':' . $group . ':' . $key;
	}

	/**
	 * The group as WordPress means it: empty is `default`.
	 *
	 * @param mixed $group The group passed.
	 */
	private static function group( mixed $group ): string {
		return ( is_string( $group ) || is_int( $group ) ) && '' !== (string) $group ? (string) $group : 'default';
	}

	/**
	 * Whether a key is one WordPress accepts (an int, or a non-empty string).
	 *
	 * @param mixed $key The key passed.
	 */
	private static function valid_key( mixed $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	/**
	 * Whether a group stays in this request's memory only.
	 *
	 * @param string $group The group.
	 */
	private function is_persistent( string $group ): bool {
		return ! isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A value as Redis keeps it: whole numbers as numbers (for incr/decr), everything else
	 * PHP-serialized (which never looks like a number).
	 *
	 * @param mixed $value The value.
	 */
	private static function encode( mixed $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // Serialized: the cache's own format, read back by decode() only.
	}

	/**
	 * A value read from Redis.
	 *
	 * @param string $stored What Redis held.
	 */
	private static function decode( string $stored ): mixed {
		if ( preg_match( '/^-?\d+$/', $stored ) ) {
			return (int) $stored;
		}
		return unserialize( $stored ); // Unserialized: written by encode() only, in this site's own keys.
	}

	/**
	 * A copy for the caller: objects are cloned, as WordPress's own cache does, so that changing
	 * what was read does not change what is cached.
	 *
	 * @param mixed $value The value.
	 */
	private static function copy( mixed $value ): mixed {
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Seconds to Redis's expiry: null for none.
	 *
	 * @param mixed $expire Seconds (0: never).
	 */
	private static function ttl( mixed $expire ): ?int {
		$expire = (int) $expire;
		return $expire > 0 ? $expire : null;
	}

	/**
	 * Writes one value to Redis with a condition.
	 *
	 * @param string      $full  The full key.
	 * @param mixed       $value The value.
	 * @param int|null    $ttl   Seconds, or null for no expiry.
	 * @param string|null $only  `NX` (only when missing), `XX` (only when present) or null.
	 */
	private function store( string $full, mixed $value, ?int $ttl, ?string $only = null ): bool {
		$options = array();
		if ( $only ) {
			$options[] = $only;
		}
		if ( $ttl ) {
			$options['ex'] = $ttl;
		}
		return true === $this->redis->set( $full, self::encode( $value ), $options ? $options : null );
	}

	/**
	 * Adds a value when the key has none.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds until it expires (0: never).
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() || ! self::valid_key( $key ) ) {
			return false;
		}
		$group = self::group( $group );
		$full  = $this->key( $key, $group );
		if ( ! $this->is_persistent( $group ) ) {
			if ( array_key_exists( $full, $this->runtime ) ) {
				return false;
			}
			$this->runtime[ $full ] = self::copy( $data );
			return true;
		}
		if ( ! $this->store( $full, $data, self::ttl( $expire ), 'NX' ) ) {
			return false;
		}
		$this->runtime[ $full ] = self::copy( $data );
		return true;
	}

	/**
	 * Adds several values.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  The group.
	 * @param int                      $expire Seconds until they expire (0: never).
	 * @return array<int|string, bool> Key => whether it was added.
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	/**
	 * Replaces a value when the key has one.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds until it expires (0: never).
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = self::group( $group );
		$full  = $this->key( $key, $group );
		if ( ! $this->is_persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->runtime ) ) {
				return false;
			}
			$this->runtime[ $full ] = self::copy( $data );
			return true;
		}
		if ( ! $this->store( $full, $data, self::ttl( $expire ), 'XX' ) ) {
			return false;
		}
		$this->runtime[ $full ] = self::copy( $data );
		return true;
	}

	/**
	 * Sets a value.
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds until it expires (0: never).
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = self::group( $group );
		$full  = $this->key( $key, $group );
		if ( $this->is_persistent( $group ) && ! $this->store( $full, $data, self::ttl( $expire ) ) ) {
			return false;
		}
		$this->runtime[ $full ] = self::copy( $data );
		return true;
	}

	/**
	 * Sets several values, in one round trip.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  The group.
	 * @param int                      $expire Seconds until they expire (0: never).
	 * @return array<int|string, bool> Key => whether it was set.
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$group = self::group( $group );
		$keys  = array();
		$done  = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = self::valid_key( $key );
			if ( $done[ $key ] ) {
				$keys[ $key ] = $this->key( $key, $group );
			}
		}
		if ( $keys && $this->is_persistent( $group ) ) {
			$ttl  = self::ttl( $expire );
			$pipe = $this->redis->multi( Redis::PIPELINE );
			foreach ( $keys as $key => $full ) {
				if ( $ttl ) {
					$pipe->setEx( $full, $ttl, self::encode( $data[ $key ] ) );
				} else {
					$pipe->set( $full, self::encode( $data[ $key ] ) );
				}
			}
			$results = array_values( (array) $pipe->exec() );
			$i       = 0;
			foreach ( array_keys( $keys ) as $key ) {
				$done[ $key ] = true === ( $results[ $i++ ] ?? false );
			}
		}
		foreach ( $keys as $key => $full ) {
			if ( $done[ $key ] ) {
				$this->runtime[ $full ] = self::copy( $data[ $key ] );
			}
		}
		return $done;
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 * @param bool       $force Whether to read Redis again rather than this request's copy.
	 * @param bool|null  $found Set to whether the key has a value (a cached false is found).
	 * @return mixed The value, or false when there is none.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ): mixed {
		$found = false;
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = self::group( $group );
		$full  = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->runtime ) && ( ! $force || ! $this->is_persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->runtime[ $full ] );
		}
		if ( ! $this->is_persistent( $group ) ) {
			++$this->cache_misses;
			return false;
		}
		$stored = $this->redis->get( $full );
		if ( ! is_string( $stored ) ) {
			unset( $this->runtime[ $full ] );
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$this->runtime[ $full ] = self::decode( $stored );
		return self::copy( $this->runtime[ $full ] );
	}

	/**
	 * Reads several values, those not in this request's memory in one round trip.
	 *
	 * @param array<int|string> $keys  The keys.
	 * @param string            $group The group.
	 * @param bool              $force Whether to read Redis again.
	 * @return array<int|string, mixed> Key => value, false for those without one.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group  = self::group( $group );
		$values = array();
		$ask    = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = false;
			if ( ! self::valid_key( $key ) ) {
				continue;
			}
			$full = $this->key( $key, $group );
			if ( array_key_exists( $full, $this->runtime ) && ( ! $force || ! $this->is_persistent( $group ) ) ) {
				$values[ $key ] = self::copy( $this->runtime[ $full ] );
				++$this->cache_hits;
			} elseif ( $this->is_persistent( $group ) ) {
				$ask[ $key ] = $full;
			} else {
				++$this->cache_misses;
			}
		}
		if ( $ask ) {
			$stored = array_values( (array) $this->redis->mGet( array_values( $ask ) ) );
			$i      = 0;
			foreach ( $ask as $key => $full ) {
				$found = $stored[ $i++ ] ?? false;
				if ( is_string( $found ) ) {
					$this->runtime[ $full ] = self::decode( $found );
					$values[ $key ]         = self::copy( $this->runtime[ $full ] );
					++$this->cache_hits;
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = self::group( $group );
		$full  = $this->key( $key, $group );
		$had   = array_key_exists( $full, $this->runtime );
		unset( $this->runtime[ $full ] );
		if ( ! $this->is_persistent( $group ) ) {
			return $had;
		}
		return (int) $this->redis->del( $full ) > 0;
	}

	/**
	 * Deletes several values.
	 *
	 * @param array<int|string> $keys  The keys.
	 * @param string            $group The group.
	 * @return array<int|string, bool> Key => whether it was deleted.
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	/**
	 * Adds to a number (decr passes a negative offset). Like WordPress's own cache: a value that
	 * is not a number counts as 0, and the result is never below 0.
	 *
	 * @param int|string $key    The key.
	 * @param int        $offset How much to add.
	 * @param string     $group  The group.
	 * @return int|false The new value, or false when the key has none.
	 */
	public function incr( $key, $offset = 1, $group = 'default' ): int|false {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group  = self::group( $group );
		$full   = $this->key( $key, $group );
		$offset = (int) $offset;
		if ( ! $this->is_persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->runtime ) ) {
				return false;
			}
			$value                  = is_numeric( $this->runtime[ $full ] ) ? (int) $this->runtime[ $full ] : 0;
			$this->runtime[ $full ] = max( 0, $value + $offset );
			return $this->runtime[ $full ];
		}
		// Atomic in Redis when the value is a whole number: two requests at once both count.
		$result = $this->redis->eval( self::INCR_SCRIPT, array( $full, $offset ), 1 );
		if ( is_int( $result ) && $result >= 0 ) {
			$this->runtime[ $full ] = $result;
			return $result;
		}
		if ( ! is_int( $result ) ) {
			unset( $this->runtime[ $full ] );
			return false;
		}
		// A number stored as something else (a float, a numeric string): read, add, keep the expiry.
		$current = $this->get( $key, $group, true );
		$value   = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + $offset );
		$ttl     = (int) $this->redis->ttl( $full );
		$this->store( $full, $value, $ttl > 0 ? $ttl : null );
		$this->runtime[ $full ] = $value;
		return $value;
	}

	/**
	 * Subtracts from a number (never below 0).
	 *
	 * @param int|string $key    The key.
	 * @param int        $offset How much to subtract.
	 * @param string     $group  The group.
	 * @return int|false The new value, or false when the key has none.
	 */
	public function decr( $key, $offset = 1, $group = 'default' ): int|false {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/**
	 * Deletes the Redis keys that match a pattern (SCAN, so Redis is never blocked).
	 *
	 * @param string $pattern A Redis glob pattern.
	 */
	private function delete_matching( string $pattern ): void {
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			if ( $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $cursor );
	}

	/**
	 * A Redis glob pattern's literal text.
	 *
	 * @param string $text Text.
	 */
	private static function glob_quote( string $text ): string {
		return addcslashes( $text, '*?[]\\' );
	}

	/**
	 * Empties this site's cache: every key with its prefix, and this request's memory. Other
	 * sites on the same Redis keep theirs.
	 */
	public function flush(): bool {
		$this->runtime = array();
		$this->delete_matching( self::glob_quote( $this->prefix ) . ':*' );
		return true;
	}

	/**
	 * Empties this request's memory only; Redis keeps everything.
	 */
	public function flush_runtime(): bool {
		$this->runtime = array();
		return true;
	}

	/**
	 * Empties one group (of every site of a network, as WordPress's own cache does).
	 *
	 * @param string $group The group.
	 */
	public function flush_group( $group ): bool {
		$group  = self::group( $group );
		$middle = ':' . self::glob_quote( $group ) . ':';
		foreach ( array_keys( $this->runtime ) as $full ) {
			if ( str_starts_with( $full, $this->prefix . ':' ) && str_contains( substr( $full, strlen( $this->prefix ) + 1 ), ':' . $group . ':' ) ) {
				unset( $this->runtime[ $full ] );
			}
		}
		if ( $this->is_persistent( $group ) ) {
			$this->delete_matching( self::glob_quote( $this->prefix ) . ':*' . $middle . '*' );
		}
		return true;
	}

	/**
	 * Makes groups global: shared by every site of a network.
	 *
	 * @param string|string[] $groups The groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ self::group( $group ) ] = true;
		}
	}

	/**
	 * Keeps groups in this request's memory only.
	 *
	 * @param string|string[] $groups The groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ self::group( $group ) ] = true;
		}
	}

	/**
	 * Switches the site whose keys are read and written (groups not global).
	 *
	 * @param int $blog_id The site's id.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = (int) $blog_id;
	}

	/**
	 * Closes the connection at the end of the request.
	 */
	public function close(): bool {
		try {
			return $this->redis->close();
		} catch ( RedisException $error ) {
			unset( $error );
			return false;
		}
	}
}

/**
 * Sets up the cache (WordPress calls it once, early).
 */
function wp_cache_init(): void {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

/**
 * The request's cache.
 */
function frontage_object_cache(): WP_Object_Cache {
	return $GLOBALS['wp_object_cache'];
}

/**
 * Adds a value when the key has none.
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires (0: never).
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ): bool {
	return frontage_object_cache()->add( $key, $data, $group, (int) $expire );
}

/**
 * Adds several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  The group.
 * @param int                      $expire Seconds until they expire (0: never).
 * @return array<int|string, bool>
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ): array {
	return frontage_object_cache()->add_multiple( $data, $group, (int) $expire );
}

/**
 * Replaces a value when the key has one.
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires (0: never).
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ): bool {
	return frontage_object_cache()->replace( $key, $data, $group, (int) $expire );
}

/**
 * Sets a value.
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires (0: never).
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ): bool {
	return frontage_object_cache()->set( $key, $data, $group, (int) $expire );
}

/**
 * Sets several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  The group.
 * @param int                      $expire Seconds until they expire (0: never).
 * @return array<int|string, bool>
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ): array {
	return frontage_object_cache()->set_multiple( $data, $group, (int) $expire );
}

/**
 * Reads a value.
 *
 * @param int|string $key   The key.
 * @param string     $group The group.
 * @param bool       $force Whether to read Redis again.
 * @param bool|null  $found Set to whether the key has a value.
 * @return mixed The value, or false.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ): mixed {
	return frontage_object_cache()->get( $key, $group, (bool) $force, $found );
}

/**
 * Reads several values.
 *
 * @param array<int|string> $keys  The keys.
 * @param string            $group The group.
 * @param bool              $force Whether to read Redis again.
 * @return array<int|string, mixed>
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ): array {
	return frontage_object_cache()->get_multiple( (array) $keys, $group, (bool) $force );
}

/**
 * Deletes a value.
 *
 * @param int|string $key   The key.
 * @param string     $group The group.
 */
function wp_cache_delete( $key, $group = '' ): bool {
	return frontage_object_cache()->delete( $key, $group );
}

/**
 * Deletes several values.
 *
 * @param array<int|string> $keys  The keys.
 * @param string            $group The group.
 * @return array<int|string, bool>
 */
function wp_cache_delete_multiple( array $keys, $group = '' ): array {
	return frontage_object_cache()->delete_multiple( $keys, $group );
}

/**
 * Adds to a number.
 *
 * @param int|string $key    The key.
 * @param int        $offset How much.
 * @param string     $group  The group.
 * @return int|false
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ): int|false {
	return frontage_object_cache()->incr( $key, (int) $offset, $group );
}

/**
 * Subtracts from a number.
 *
 * @param int|string $key    The key.
 * @param int        $offset How much.
 * @param string     $group  The group.
 * @return int|false
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ): int|false {
	return frontage_object_cache()->decr( $key, (int) $offset, $group );
}

/**
 * Empties this site's cache.
 */
function wp_cache_flush(): bool {
	return frontage_object_cache()->flush();
}

/**
 * Empties this request's memory only.
 */
function wp_cache_flush_runtime(): bool {
	return frontage_object_cache()->flush_runtime();
}

/**
 * Empties one group.
 *
 * @param string $group The group.
 */
function wp_cache_flush_group( $group ): bool {
	return frontage_object_cache()->flush_group( $group );
}

/**
 * Whether the cache can do something beyond the basic calls: it can do all of them.
 *
 * @param string $feature `add_multiple`, `set_multiple`, `get_multiple`, `delete_multiple`,
 *                        `flush_runtime` or `flush_group`.
 */
function wp_cache_supports( $feature ): bool {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Closes the connection.
 */
function wp_cache_close(): bool {
	return frontage_object_cache()->close();
}

/**
 * Makes groups global.
 *
 * @param string|string[] $groups The groups.
 */
function wp_cache_add_global_groups( $groups ): void {
	frontage_object_cache()->add_global_groups( $groups );
}

/**
 * Keeps groups in this request's memory only.
 *
 * @param string|string[] $groups The groups.
 */
function wp_cache_add_non_persistent_groups( $groups ): void {
	frontage_object_cache()->add_non_persistent_groups( $groups );
}

/**
 * Switches the site whose keys are used.
 *
 * @param int $blog_id The site's id.
 */
function wp_cache_switch_to_blog( $blog_id ): void {
	frontage_object_cache()->switch_to_blog( (int) $blog_id );
}

/**
 * Deprecated by WordPress 3.5 (wp_cache_switch_to_blog() replaced it): empties this request's
 * memory, as the closest thing that is still safe.
 */
function wp_cache_reset(): void {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	frontage_object_cache()->flush_runtime();
}
