/**
 * Frontage → Files: the category tree on one side, the selected category's files on the other.
 * Everything goes through the frontage/v1 REST API; failures show the server's message and keep
 * what the owner typed. The parts: the categories (use-categories.ts), the selected category
 * (use-selected-category.ts), the uploads (use-library-uploads.ts), the notices (notices.tsx),
 * the two panels (category-panel.tsx, files-panel.tsx).
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { CategoryPanel } from './category-panel';
import type { DraggedFile } from './file-drag';
import { moveFiles } from './file-moves';
import { FilesPanel } from './files-panel';
import type { FirstAnswers } from './first-answers';
import { useInsertFrame } from './insert-frame';
import { insertButtons, insertOptions } from './insert-options';
import { Notices, useNotices } from './notices';
import type { FilesAdminData } from './types';
import { useCategories } from './use-categories';
import { useLibraryUploads } from './use-library-uploads';
import { useSelectedCategory } from './use-selected-category';

/**
 * The page when the library could not be loaded: why, and "Try again".
 *
 * @param props         Component props.
 * @param props.error   The server's message.
 * @param props.onRetry Loads again.
 */
function LoadFailure( {
	error,
	onRetry,
}: {
	error: string;
	onRetry: () => void;
} ) {
	return (
		<div className="frontage-files">
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the server's error message. */
					__(
						'The file library could not be loaded: %s',
						'frontage'
					),
					error
				) }
			</Notice>
			<Button variant="secondary" onClick={ onRetry }>
				{ __( 'Try again', 'frontage' ) }
			</Button>
		</div>
	);
}

/**
 * The page while the categories load for the first time.
 */
function LoadingLibrary() {
	return (
		<p className="frontage-files__loading">
			<Spinner /> { __( 'Loading the file library…', 'frontage' ) }
		</p>
	);
}

/**
 * The screen.
 *
 * @param props       Component props.
 * @param props.data  What the page hands the app.
 * @param props.first The answers that came with the page (first-answers.ts), shown from the
 *                    first render, as the server printed them.
 */
export function FilesAdminApp( {
	data,
	first = { categories: null, files: null },
}: {
	data: FilesAdminData;
	first?: FirstAnswers;
} ) {
	const options = useMemo(
		() => insertOptions( data, window.location.search ),
		[ data ]
	);
	const { canManage } = options;
	const frame = useInsertFrame( options.canInsert );
	const buttons = insertButtons( frame.mode, options.pageBuilder );
	// Bumped whenever the files of the shown list may have changed.
	const [ filesVersion, setFilesVersion ] = useState( 0 );
	const { notices, notify, remove } = useNotices();
	const {
		categories,
		setCategories,
		loadError,
		setLoadError,
		reloadCategories,
	} = useCategories( notify, first.categories );

	useEffect( () => {
		reloadCategories();
	}, [ reloadCategories ] );

	const { selected, select } = useSelectedCategory(
		categories,
		options.categoryId
	);

	const uploads = useLibraryUploads( {
		data,
		canManage,
		notify,
		reloadCategories,
		onUploaded: useCallback(
			() => setFilesVersion( ( version ) => version + 1 ),
			[]
		),
	} );

	const filesChanged = useCallback( () => {
		setFilesVersion( ( version ) => version + 1 );
		// Category counts follow the files.
		reloadCategories();
	}, [ reloadCategories ] );

	// Files dragged onto a category in the tree move there; the notice says how many and where.
	const dropFiles = useCallback(
		async ( target: number, files: DraggedFile[] ) => {
			await moveFiles( files, target, categories ?? [], notify );
			filesChanged();
		},
		[ categories, notify, filesChanged ]
	);

	if ( loadError ) {
		return (
			<LoadFailure
				error={ loadError }
				onRetry={ () => {
					setLoadError( null );
					reloadCategories();
				} }
			/>
		);
	}
	if ( ! categories ) {
		return <LoadingLibrary />;
	}

	return (
		<div className={ `frontage-files${ data.framed ? ' is-framed' : '' }` }>
			<Notices notices={ notices } onRemove={ remove } />
			<div className="frontage-files__layout">
				<CategoryPanel
					canManage={ canManage }
					categories={ categories }
					setCategories={ setCategories }
					selected={ selected }
					onSelect={ select }
					roles={ data.roles }
					notify={ notify }
					reload={ reloadCategories }
					onFilesMoved={ filesChanged }
					onFilesDrop={ dropFiles }
				/>
				<FilesPanel
					canManage={ canManage }
					insert={ { ...buttons, send: frame.insert } }
					currentFileId={ options.fileId }
					category={ selected }
					categories={ categories }
					version={ filesVersion }
					uploads={ uploads }
					notify={ notify }
					onChanged={ filesChanged }
					perPage={ data.perPage }
					firstPage={ first.files }
				/>
			</div>
		</div>
	);
}
