/**
 * Frontage → Files: the category tree on one side, the selected category's files on the other.
 * Everything goes through the frontage/v1 REST API; failures show the server's message and keep
 * what the owner typed.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { addressWithCategory, categoryFromAddress } from './category-address';
import { CategoryPanel } from './category-panel';
import type { ChunkSupport } from './chunks';
import type { DraggedFile } from './file-drag';
import { moveFiles } from './file-moves';
import { FilesPanel } from './files-panel';
import type { FirstAnswers } from './first-answers';
import { useInsertFrame } from './insert-frame';
import { insertButtons, insertOptions } from './insert-options';
import { Notices, useNotices } from './notices';
import { chunkSupport, currentNonce, type Connection } from './transport';
import type { FileRecord, FilesAdminData } from './types';
import {
	replacedMessage,
	uploadedMessage,
	uploadsFailedMessage,
} from './upload-messages';
import { useUploads } from './uploads';
import type { UploadItem } from './upload-queue';
import { useCategories } from './use-categories';

/**
 * Keeps the selected category in the address without adding history entries.
 *
 * @param id The category id, 0 for all files.
 */
function rememberCategory( id: number ): void {
	window.history.replaceState(
		window.history.state,
		'',
		addressWithCategory( window.location.href, id )
	);
}

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
	// The one in the address (so a reload keeps it), else the insert modal's, else all files.
	const [ selected, setSelected ] = useState( () =>
		categoryFromAddress( window.location.search, options.categoryId )
	);
	const [ chunks, setChunks ] = useState< ChunkSupport | null >( null );
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

	const connection = useMemo< Connection >(
		() => ( {
			restRoot: data.restRoot,
			nonce: currentNonce( data.nonce ),
		} ),
		[ data.restRoot, data.nonce ]
	);

	useEffect( () => {
		reloadCategories();
		// Only managers upload.
		if ( canManage ) {
			chunkSupport( data.maxUploadBytes ).then( setChunks );
		}
	}, [ reloadCategories, data.maxUploadBytes, canManage ] );

	const select = useCallback( ( id: number ) => {
		setSelected( id );
		rememberCategory( id );
	}, [] );

	// A category that disappeared (deleted elsewhere) leaves the owner on all files.
	useEffect( () => {
		if (
			categories &&
			selected &&
			! categories.some( ( category ) => category.id === selected )
		) {
			select( 0 );
		}
	}, [ categories, selected, select ] );

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

	// Titles of the files whose bytes this run of uploads replaced.
	const replaced = useRef< string[] >( [] );
	const uploads = useUploads( {
		connection,
		chunks,
		maxUploadBytes: data.maxUploadBytes,
		onUploaded: useCallback( ( item: UploadItem, file: FileRecord ) => {
			if ( item.replaces ) {
				replaced.current.push( file?.title ?? item.name );
			}
			setFilesVersion( ( version ) => version + 1 );
		}, [] ),
		// One set of notices per run of uploads, given together (they replace the last action's).
		onSettled: useCallback(
			( done: number, failed: number ) => {
				// Category counts follow the uploads.
				reloadCategories();
				const titles = replaced.current;
				replaced.current = [];
				if ( failed ) {
					notify( 'error', uploadsFailedMessage( failed ) );
				}
				for ( const title of titles ) {
					notify( 'success', replacedMessage( title ) );
				}
				if ( done > titles.length ) {
					notify(
						'success',
						uploadedMessage( done - titles.length )
					);
				}
			},
			[ notify, reloadCategories ]
		),
	} );

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
		return (
			<p className="frontage-files__loading">
				<Spinner /> { __( 'Loading the file library…', 'frontage' ) }
			</p>
		);
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
