<?php
/**
 * A ZIP writer that streams: each entry goes out while it is read, in chunks, so neither the
 * archive nor any whole file is ever held in memory or written to disk.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Writes a ZIP archive (APPNOTE 6.3) to a sink, front to back:
 *
 * - local headers with a data descriptor (flag bit 3), because the CRC-32 and the compressed size
 *   are only known once an entry has been read; the CRC is computed incrementally;
 * - UTF-8 names (flag bit 11), sanitised (no `..`, no absolute paths, nothing Windows cannot
 *   extract) and made unique within the archive (`report (2).pdf`);
 * - already-compressed types are stored (method 0); others are deflated incrementally (method 8)
 *   unless zlib is missing or a sample of the entry shows it does not compress;
 * - zip64 extra fields, and the zip64 end-of-central-directory record and locator, once sizes or
 *   offsets reach 4 GB or entries reach 65,535. Both thresholds can be lowered, for tests.
 *
 * Plain PHP with no WordPress calls, so it can be tested on its own and reused.
 */
final class Zip_Stream {

	/**
	 * Compression method: stored as is.
	 */
	public const METHOD_STORE = 0;

	/**
	 * Compression method: deflate.
	 */
	public const METHOD_DEFLATE = 8;

	/**
	 * Sizes and offsets from this value on need zip64 fields (0xFFFFFFFF marks "see zip64").
	 */
	public const ZIP64_SIZE = 0xFFFFFFFF;

	/**
	 * Entry counts from this value on need the zip64 end record (0xFFFF marks "see zip64").
	 */
	public const ZIP64_ENTRIES = 0xFFFF;

	/**
	 * Bytes read from a file at a time: the writer's memory is a small multiple of this.
	 */
	public const CHUNK_BYTES = 1048576;

	/**
	 * Extensions whose content is already compressed: deflating them costs time and saves nothing.
	 */
	public const STORED_EXTENSIONS = array(
		// Archives.
		'zip',
		'gz',
		'tgz',
		'bz2',
		'xz',
		'zst',
		'7z',
		'rar',
		'jar',
		'apk',
		'cab',
		'dmg',
		// Images.
		'jpg',
		'jpeg',
		'png',
		'gif',
		'webp',
		'avif',
		'heic',
		'heif',
		'jxl',
		// Audio and video.
		'mp3',
		'mp4',
		'm4a',
		'm4v',
		'aac',
		'ogg',
		'oga',
		'ogv',
		'opus',
		'flac',
		'wma',
		'wmv',
		'mov',
		'avi',
		'mkv',
		'webm',
		'3gp',
		// Documents that are zips or compressed inside.
		'pdf',
		'docx',
		'xlsx',
		'pptx',
		'docm',
		'xlsm',
		'pptm',
		'odt',
		'ods',
		'odp',
		'odg',
		'epub',
		'woff',
		'woff2',
	);

	/**
	 * Bytes of an entry compressed on trial to decide whether deflating it is worth it.
	 */
	private const SAMPLE_BYTES = 16384;

	/**
	 * A trial that keeps more than this share of the sample means: store it.
	 */
	private const WORTH_DEFLATING = 0.9;

	/**
	 * External attributes: a regular file, rw-r--r-- (Unix mode in the high 16 bits).
	 */
	private const FILE_ATTRIBUTES = 0100644 << 16;

	/**
	 * Version made by: Unix (3) and APPNOTE 6.3 (63).
	 */
	private const MADE_BY = ( 3 << 8 ) | 63;

	/**
	 * General purpose flags: data descriptor (bit 3) and UTF-8 names (bit 11).
	 */
	private const FLAGS = 0x0008 | 0x0800;

	/**
	 * Where the bytes go.
	 *
	 * @var \Closure(string): void
	 */
	private \Closure $sink;

	/**
	 * Bytes written so far: the offset of the next record.
	 */
	private int $offset = 0;

	/**
	 * What the central directory needs to know of each entry written.
	 *
	 * @var list<array{name: string, method: int, time: int, date: int, mtime: int, crc: int, compressed: int, size: int, offset: int, zip64: bool}>
	 */
	private array $entries = array();

	/**
	 * Names used so far, lower-cased (Windows and macOS extract case-insensitively), as keys.
	 *
	 * @var array<string, true>
	 */
	private array $names = array();

	/**
	 * Whether finish() was called.
	 */
	private bool $finished = false;

	/**
	 * Sets the writer up; nothing is written until the first entry.
	 *
	 * @param callable           $sink            Receives the archive's bytes in order, e.g. echo + flush.
	 * @param int                $zip64_threshold Sizes and offsets from this value on use zip64 fields
	 *                                            (lower it in tests to exercise them with small files).
	 * @param int                $zip64_entries   Entry counts from this value on use the zip64 end record.
	 * @param int                $deflate_level   zlib level 1–9 for entries that are deflated.
	 * @param int                $chunk_bytes     Bytes read at a time.
	 * @param \DateTimeZone|null $timezone        Zone of the DOS dates in headers (unzip shows them as
	 *                                            local time); UTC when null. The exact UTC time goes in
	 *                                            an extended-timestamp field as well.
	 */
	public function __construct(
		callable $sink,
		private int $zip64_threshold = self::ZIP64_SIZE,
		private int $zip64_entries = self::ZIP64_ENTRIES,
		private int $deflate_level = 6,
		private int $chunk_bytes = self::CHUNK_BYTES,
		private ?\DateTimeZone $timezone = null
	) {
		$this->sink            = \Closure::fromCallable( $sink );
		$this->zip64_threshold = max( 1, min( self::ZIP64_SIZE, $zip64_threshold ) );
		$this->zip64_entries   = max( 1, min( self::ZIP64_ENTRIES, $zip64_entries ) );
		$this->deflate_level   = max( 1, min( 9, $deflate_level ) );
		$this->chunk_bytes     = max( 1024, $chunk_bytes );
	}

	/**
	 * The exact length of an archive whose entries are all stored, without reading them: the
	 * headers depend only on the names, sizes and offsets. Lets a download announce its
	 * Content-Length (and so a progress bar) before the first byte.
	 *
	 * @param list<array{name: string, size: int}> $entries         Entries in the order they will be added.
	 * @param int                                  $zip64_threshold As the constructor's.
	 * @param int                                  $zip64_entries   As the constructor's.
	 */
	public static function stored_length( array $entries, int $zip64_threshold = self::ZIP64_SIZE, int $zip64_entries = self::ZIP64_ENTRIES ): int {
		$writer = new self( static function (): void {}, $zip64_threshold, $zip64_entries );
		foreach ( $entries as $entry ) {
			$size  = max( 0, (int) $entry['size'] );
			$state = $writer->begin_entry( (string) $entry['name'], self::METHOD_STORE, $size, 0 );
			// Skip the data: only its length matters.
			$writer->offset += $size;
			$writer->end_entry( $state, 0, $size, $size );
		}
		return $writer->finish();
	}

	/**
	 * Adds a file from disk, read in chunks.
	 *
	 * @param string   $name   Name in the archive (sanitised and made unique here).
	 * @param string   $path   Absolute path of the file.
	 * @param int|null $method METHOD_STORE or METHOD_DEFLATE; null to decide (see method_for()).
	 * @param int|null $mtime  Modification time (Unix); null for the file's own.
	 * @param int|null $size   Bytes to write, as planned (e.g. for stored_length()); null for the
	 *                         file's size now. A file that grew is cut at this size.
	 * @return string The entry's name in the archive.
	 * @throws \RuntimeException When the file cannot be read (before anything of the entry is written).
	 */
	public function add_file( string $name, string $path, ?int $method = null, ?int $mtime = null, ?int $size = null ): string {
		// phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- streaming a local file; failure is reported below.
		$handle = is_file( $path ) ? @fopen( $path, 'rb' ) : false;
		if ( ! $handle ) {
			throw new \RuntimeException( sprintf( 'Cannot read %s', $path ) );
		}
		try {
			$stat = fstat( $handle );
			return $this->add_stream(
				$name,
				$handle,
				$size ?? (int) ( $stat['size'] ?? 0 ),
				$method,
				$mtime ?? (int) ( $stat['mtime'] ?? time() )
			);
		} finally {
			fclose( $handle );
		}
	}

	/**
	 * Adds an entry from a string (small generated content; files go through add_file()).
	 *
	 * @param string   $name   Name in the archive.
	 * @param string   $data   Content.
	 * @param int|null $method METHOD_STORE, METHOD_DEFLATE or null to decide.
	 * @param int|null $mtime  Modification time; null for now.
	 * @return string The entry's name in the archive.
	 */
	public function add_string( string $name, string $data, ?int $method = null, ?int $mtime = null ): string {
		$handle = fopen( 'php://memory', 'w+b' ); // Plain file functions: in memory.
		fwrite( $handle, $data );
		rewind( $handle );
		try {
			return $this->add_stream( $name, $handle, strlen( $data ), $method, $mtime ?? time() );
		} finally {
			fclose( $handle );
		}
	}

	/**
	 * Adds an entry read from an open stream, at most $size bytes.
	 *
	 * @param string   $name   Name in the archive.
	 * @param resource $handle Readable stream, positioned at the start of the content.
	 * @param int      $size   Bytes to write (the stream's length; more is cut off).
	 * @param int|null $method METHOD_STORE, METHOD_DEFLATE or null to decide.
	 * @param int      $mtime  Modification time (Unix).
	 * @return string The entry's name in the archive.
	 */
	public function add_stream( string $name, $handle, int $size, ?int $method, int $mtime ): string {
		$size  = max( 0, $size );
		$chunk = $size > 0 ? (string) fread( $handle, min( $this->chunk_bytes, $size ) ) : '';
		if ( null === $method ) {
			$method = self::method_for( $name, $chunk );
		}
		if ( self::METHOD_DEFLATE === $method && ! function_exists( 'deflate_init' ) ) {
			$method = self::METHOD_STORE;
		}

		$state   = $this->begin_entry( $name, $method, $size, $mtime );
		$crc     = hash_init( 'crc32b' );
		$deflate = self::METHOD_DEFLATE === $method ? deflate_init( ZLIB_ENCODING_RAW, array( 'level' => $this->deflate_level ) ) : null;
		$read    = 0;
		$written = 0;
		while ( '' !== $chunk ) {
			$read += strlen( $chunk );
			hash_update( $crc, $chunk );
			$out = $deflate ? deflate_add( $deflate, $chunk, ZLIB_NO_FLUSH ) : $chunk;
			if ( '' !== $out ) {
				$written += strlen( $out );
				$this->write( $out );
			}
			// Free the chunk before reading the next, so only one is held at a time.
			$chunk = '';
			$out   = '';
			$left  = $size - $read;
			if ( $left > 0 && ! feof( $handle ) ) {
				$chunk = (string) fread( $handle, min( $this->chunk_bytes, $left ) );
			}
		}
		if ( $deflate ) {
			$out      = deflate_add( $deflate, '', ZLIB_FINISH );
			$written += strlen( $out );
			$this->write( $out );
		}
		$this->end_entry( $state, (int) hexdec( hash_final( $crc ) ), $written, $read );
		return $state['name'];
	}

	/**
	 * Writes the central directory and the end records. Nothing can be added afterwards.
	 *
	 * @return int The archive's total length in bytes.
	 */
	public function finish(): int {
		if ( $this->finished ) {
			return $this->offset;
		}
		$this->finished = true;
		$cd_offset      = $this->offset;
		foreach ( $this->entries as $entry ) {
			$this->write( $this->central_record( $entry ) );
		}
		$cd_size = $this->offset - $cd_offset;
		$count   = count( $this->entries );

		$zip64 = $count >= $this->zip64_entries || $cd_size >= $this->zip64_threshold || $cd_offset >= $this->zip64_threshold;
		if ( $zip64 ) {
			$record_offset = $this->offset;
			$this->write(
				pack( 'VPvvVVPPPP', 0x06064b50, 44, 45, 45, 0, 0, $count, $count, $cd_size, $cd_offset )
				. pack( 'VVPV', 0x07064b50, 0, $record_offset, 1 )
			);
		}
		$short_count = $count >= $this->zip64_entries ? 0xFFFF : $count;
		$this->write(
			pack(
				'VvvvvVVv',
				0x06054b50,
				0,
				0,
				$short_count,
				$short_count,
				$cd_size >= $this->zip64_threshold ? 0xFFFFFFFF : $cd_size,
				$cd_offset >= $this->zip64_threshold ? 0xFFFFFFFF : $cd_offset,
				0
			)
		);
		return $this->offset;
	}

	/**
	 * Bytes written so far.
	 */
	public function length(): int {
		return $this->offset;
	}

	/**
	 * How an entry is best written: stored when its type is already compressed, when zlib is
	 * missing, or when a trial on its first bytes saves under a tenth (random data, unknown
	 * binary formats); deflated otherwise.
	 *
	 * @param string $name   Entry name (its extension).
	 * @param string $sample The entry's first bytes ('' for an empty entry).
	 */
	public static function method_for( string $name, string $sample ): int {
		$ext = strtolower( (string) pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( '' === $sample || in_array( $ext, self::STORED_EXTENSIONS, true ) || ! function_exists( 'deflate_init' ) ) {
			return self::METHOD_STORE;
		}
		$sample = substr( $sample, 0, self::SAMPLE_BYTES );
		$trial  = gzdeflate( $sample, 1 );
		return false !== $trial && strlen( $trial ) < strlen( $sample ) * self::WORTH_DEFLATING ? self::METHOD_DEFLATE : self::METHOD_STORE;
	}

	/**
	 * A name safe to extract anywhere: valid UTF-8, forward slashes, no empty, `.` or `..`
	 * segments (so no absolute paths and no climbing out of the target folder), no control
	 * characters or characters Windows refuses, no trailing dots or spaces, no device names,
	 * segments of at most 255 bytes.
	 *
	 * @param string $name Name as given.
	 */
	public static function safe_name( string $name ): string {
		// Invalid UTF-8 becomes U+FFFD rather than failing the whole name.
		$name     = htmlspecialchars_decode( htmlspecialchars( $name, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8' ), ENT_NOQUOTES );
		$segments = array();
		foreach ( explode( '/', str_replace( '\\', '/', $name ) ) as $segment ) {
			$segment = (string) preg_replace( '/[\x00-\x1F\x7F<>:"|?*]/', '_', $segment );
			$segment = rtrim( trim( $segment ), ' .' );
			if ( '' === $segment ) {
				// Empty, ".", ".." and "/…" segments all end here.
				continue;
			}
			if ( preg_match( '/^(CON|PRN|AUX|NUL|COM[1-9]|LPT[1-9])(\.|$)/i', $segment ) ) {
				$segment = '_' . $segment;
			}
			$segments[] = self::truncate( $segment, 255 );
		}
		return $segments ? implode( '/', $segments ) : 'file';
	}

	/**
	 * Writes an entry's local header and remembers it for the central directory.
	 *
	 * @param string $name   Name as given.
	 * @param int    $method Compression method.
	 * @param int    $size   Uncompressed size, as planned.
	 * @param int    $mtime  Modification time.
	 * @return array{name: string, method: int, time: int, date: int, mtime: int, offset: int, zip64: bool}
	 * @throws \LogicException After finish().
	 */
	private function begin_entry( string $name, int $method, int $size, int $mtime ): array {
		if ( $this->finished ) {
			throw new \LogicException( 'The archive is finished.' );
		}
		$name = $this->unique_name( self::safe_name( $name ) );
		// Deflate can grow incompressible data a little: plan zip64 for the worst case.
		$bound = self::METHOD_DEFLATE === $method ? $size + ( $size >> 12 ) + ( $size >> 14 ) + ( $size >> 25 ) + 13 : $size;
		$zip64 = $size >= $this->zip64_threshold || $bound >= $this->zip64_threshold;

		[ $time, $date ] = $this->dos_time( $mtime );
		$state           = array(
			'name'   => $name,
			'method' => $method,
			'time'   => $time,
			'date'   => $date,
			'mtime'  => $mtime,
			'offset' => $this->offset,
			'zip64'  => $zip64,
		);

		// With a data descriptor the CRC and sizes are zero here; a zip64 entry says "see the
		// extra field" (0xFFFFFFFF) and that field holds zeros too, so that readers know the
		// descriptor carries 8-byte sizes.
		$extra = ( $zip64 ? pack( 'vvPP', 0x0001, 16, 0, 0 ) : '' ) . $this->timestamp_extra( $mtime );
		$this->write(
			pack(
				'VvvvvvVVVvv',
				0x04034b50,
				$zip64 ? 45 : 20,
				self::FLAGS,
				$method,
				$time,
				$date,
				0,
				$zip64 ? 0xFFFFFFFF : 0,
				$zip64 ? 0xFFFFFFFF : 0,
				strlen( $name ),
				strlen( $extra )
			) . $name . $extra
		);
		return $state;
	}

	/**
	 * Writes an entry's data descriptor and records it for the central directory.
	 *
	 * @param array{name: string, method: int, time: int, date: int, mtime: int, offset: int, zip64: bool} $state From begin_entry().
	 * @param int                                                                                         $crc        CRC-32 of the content.
	 * @param int                                                                                         $compressed Bytes written for the content.
	 * @param int                                                                                         $size       Bytes of content.
	 */
	private function end_entry( array $state, int $crc, int $compressed, int $size ): void {
		$this->write(
			$state['zip64']
				? pack( 'VVPP', 0x08074b50, $crc, $compressed, $size )
				: pack( 'VVVV', 0x08074b50, $crc, $compressed, $size )
		);
		$this->entries[] = $state + array(
			'crc'        => $crc,
			'compressed' => $compressed,
			'size'       => $size,
		);
	}

	/**
	 * An entry's central directory record, with a zip64 field for every value that needs one.
	 *
	 * @param array{name: string, method: int, time: int, date: int, mtime: int, crc: int, compressed: int, size: int, offset: int, zip64: bool} $entry The entry.
	 */
	private function central_record( array $entry ): string {
		$zip64 = '';
		$size  = $entry['size'];
		$comp  = $entry['compressed'];
		$at    = $entry['offset'];
		// The zip64 field lists, in this order, only the values marked 0xFFFFFFFF.
		if ( $size >= $this->zip64_threshold ) {
			$zip64 .= pack( 'P', $size );
			$size   = 0xFFFFFFFF;
		}
		if ( $comp >= $this->zip64_threshold ) {
			$zip64 .= pack( 'P', $comp );
			$comp   = 0xFFFFFFFF;
		}
		if ( $at >= $this->zip64_threshold ) {
			$zip64 .= pack( 'P', $at );
			$at     = 0xFFFFFFFF;
		}
		$needs64 = '' !== $zip64 || $entry['zip64'];
		$extra   = ( '' !== $zip64 ? pack( 'vv', 0x0001, strlen( $zip64 ) ) . $zip64 : '' ) . $this->timestamp_extra( $entry['mtime'] );
		return pack(
			'VvvvvvvVVVvvvvvVV',
			0x02014b50,
			self::MADE_BY,
			$needs64 ? 45 : 20,
			self::FLAGS,
			$entry['method'],
			$entry['time'],
			$entry['date'],
			$entry['crc'],
			$comp,
			$size,
			strlen( $entry['name'] ),
			strlen( $extra ),
			0,
			0,
			0,
			self::FILE_ATTRIBUTES,
			$at
		) . $entry['name'] . $extra;
	}

	/**
	 * The extended-timestamp field (0x5455): the exact modification time in UTC, which unzip and
	 * most tools prefer to the zone-less DOS time.
	 *
	 * The local and the central field have the same layout here (flags + mtime).
	 *
	 * @param int $mtime Modification time.
	 */
	private function timestamp_extra( int $mtime ): string {
		return pack( 'vvCV', 0x5455, 5, 1, max( 0, min( 0xFFFFFFFF, $mtime ) ) );
	}

	/**
	 * A DOS time and date (local to the writer's zone, 1980–2107, two-second steps).
	 *
	 * @param int $mtime Unix time.
	 * @return array{0: int, 1: int}
	 */
	private function dos_time( int $mtime ): array {
		$when  = ( new \DateTimeImmutable( '@' . max( 0, $mtime ) ) )->setTimezone( $this->timezone ?? new \DateTimeZone( 'UTC' ) );
		$parts = array_map( 'intval', explode( ' ', $when->format( 'Y n j G i s' ) ) );
		if ( $parts[0] < 1980 ) {
			return array( 0, ( 1 << 5 ) | 1 );
		}
		if ( $parts[0] > 2107 ) {
			$parts = array( 2107, 12, 31, 23, 59, 58 );
		}
		return array(
			( $parts[3] << 11 ) | ( $parts[4] << 5 ) | intdiv( $parts[5], 2 ),
			( ( $parts[0] - 1980 ) << 9 ) | ( $parts[1] << 5 ) | $parts[2],
		);
	}

	/**
	 * The name itself, or `name (2).ext`, `name (3).ext`… when the archive has it already.
	 *
	 * @param string $name A safe name.
	 */
	private function unique_name( string $name ): string {
		$candidate = $name;
		$slash     = strrpos( $name, '/' );
		$folder    = false === $slash ? '' : substr( $name, 0, $slash + 1 );
		$base      = false === $slash ? $name : substr( $name, $slash + 1 );
		$dot       = strrpos( $base, '.' );
		// ".htaccess" has no extension to keep: the whole name is the stem.
		$stem = $dot ? substr( $base, 0, $dot ) : $base;
		$ext  = $dot ? substr( $base, $dot ) : '';
		for ( $n = 2; isset( $this->names[ self::fold( $candidate ) ] ); $n++ ) {
			$suffix    = ' (' . $n . ')';
			$candidate = $folder . self::truncate( $stem, 255 - strlen( $suffix . $ext ) ) . $suffix . $ext;
		}
		$this->names[ self::fold( $candidate ) ] = true;
		return $candidate;
	}

	/**
	 * A name folded for case-insensitive comparison.
	 *
	 * @param string $name Name.
	 */
	private static function fold( string $name ): string {
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $name, 'UTF-8' ) : strtolower( $name );
	}

	/**
	 * A UTF-8 string cut to at most $bytes bytes without splitting a character, keeping the
	 * extension when it can.
	 *
	 * @param string $text  Text.
	 * @param int    $bytes Limit.
	 */
	private static function truncate( string $text, int $bytes ): string {
		if ( strlen( $text ) <= $bytes ) {
			return $text;
		}
		$dot = strrpos( $text, '.' );
		$ext = $dot && strlen( $text ) - $dot <= 16 ? substr( $text, $dot ) : '';
		$cut = substr( $text, 0, max( 1, $bytes - strlen( $ext ) ) );
		// Drop the bytes of a character split by the cut.
		while ( '' !== $cut && ! preg_match( '//u', $cut ) ) {
			$cut = substr( $cut, 0, -1 );
		}
		return $cut . $ext;
	}

	/**
	 * Sends bytes to the sink and advances the offset.
	 *
	 * @param string $bytes Bytes.
	 */
	private function write( string $bytes ): void {
		if ( '' === $bytes ) {
			return;
		}
		$this->offset += strlen( $bytes );
		( $this->sink )( $bytes );
	}
}
