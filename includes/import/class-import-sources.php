<?php
/**
 * The sources an import can read, by name (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Builds a source only when it is asked for.
 */
final class Import_Sources {

	/**
	 * Each source's name (its class's NAME, written out so that listing the names, as the REST
	 * routes' arguments do on every REST request, loads no source class) => its class.
	 */
	public const CLASSES = array(
		'wpfd'             => Wpfd_Source::class,
		'download-monitor' => Dlm_Source::class,
	);

	/**
	 * The sources' names, in the order they are offered.
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_keys( self::CLASSES );
	}

	/**
	 * A source by its name, or null for an unknown name.
	 *
	 * @param string $name Source name.
	 */
	public static function get( string $name ): ?Import_Source {
		$class = self::CLASSES[ $name ] ?? null;
		return null === $class ? null : new $class();
	}

	/**
	 * Every source, as GET /import-sources answers it: its name, label, whether it holds rows,
	 * and how many files.
	 *
	 * @return list<array{source: string, label: string, available: bool, files: int}>
	 */
	public static function describe(): array {
		$answer = array();
		foreach ( self::names() as $name ) {
			$source   = self::get( $name );
			$answer[] = array(
				'source'    => $source->name(),
				'label'     => $source->label(),
				'available' => $source->has_data(),
				'files'     => $source->count_files(),
			);
		}
		return $answer;
	}
}
