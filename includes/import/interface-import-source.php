<?php
/**
 * A plugin whose rows an import reads: WP File Download (Wpfd_Source) or Download Monitor
 * (Dlm_Source). The importer (Importer, Term_Import, File_Import) knows only this
 * (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads: a source's rows and files are never changed by reading them. A source turns its
 * own rows into the same shapes (a term, a file row), so that the import's report, batches and
 * id map (`{name}:{id}`) are the same for every source.
 */
interface Import_Source {

	/**
	 * The source's name on the wire (POST /imports `source`), and the first part of its keys in
	 * the id map (`wpfd:12`) and of its rows' names in the report (`wpfd:file:12`).
	 */
	public function name(): string;

	/**
	 * The plugin's name, for people.
	 */
	public function label(): string;

	/**
	 * Whether the site holds any of the source's files or categories.
	 */
	public function has_data(): bool;

	/**
	 * How many file rows the source holds (the files phase's progress: `report.source_files`).
	 */
	public function count_files(): int;

	/**
	 * Every category, ordered by id; a category whose term row is gone has `name` null.
	 *
	 * @return list<array{id: int, name: ?string, slug: string, parent: int, description: string, order: int}>
	 */
	public function categories(): array;

	/**
	 * Every tag, as categories().
	 *
	 * @return list<array{id: int, name: ?string, slug: string, parent: int, description: string, order: int}>
	 */
	public function tags(): array;

	/**
	 * What a category becomes besides its name, place and parent: its description, visibility
	 * (`public`, or `roles` with the roles named; none: library managers only), its file ordering
	 * when it has one, and what to report about it (each a code and a message).
	 *
	 * @param array<string, mixed> $term A category from categories().
	 * @return array{description: string, visibility: string, roles: string[], ordering?: string, problems: list<array{0: string, 1: string}>}
	 */
	public function category_details( array $term ): array;

	/**
	 * Whether a file must be in a category to be found (WP File Download keeps a file in its
	 * category's folder); otherwise a file in none comes uncategorized.
	 */
	public function needs_category(): bool;

	/**
	 * A page of file rows after a source id, in the shape File_Import reads: id, title (may be
	 * empty), description, status (a post status), date, date_gmt, modified_gmt, author,
	 * categories and tags (source ids, its own category first), error (null, or a code and a
	 * message: the row cannot come), notes (codes and messages to report; the row still comes),
	 * private (the source restricts it further than its status says), remote (a link's address,
	 * or null), file (what locate() resolves), name (the download name), version, hits.
	 *
	 * @param int $after Source id the last page ended at (0: from the start).
	 * @param int $limit Most rows to read.
	 * @return list<array<string, mixed>>
	 */
	public function files( int $after, int $limit ): array;

	/**
	 * A file row's stored file: its absolute path inside the source's folder, or an error:
	 * `no_file` (no file named), `missing_file` (nothing there; its data's `path` is where it was
	 * looked for), `path_outside` (the name leaves the source's folder: it is never read).
	 *
	 * @param array<string, mixed> $row A row from files().
	 */
	public function locate( array $row ): string|\WP_Error;
}
