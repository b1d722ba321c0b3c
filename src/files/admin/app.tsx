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
import { __, _n, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { fetchCategories } from './api';
import { CategoryPanel } from './category-panel';
import type { ChunkSupport } from './chunks';
import { FilesPanel } from './files-panel';
import { useInsertFrame } from './insert-frame';
import { insertButtons, insertOptions, positiveId } from './insert-options';
import { Notices, useNotices } from './notices';
import { chunkSupport, currentNonce, type Connection } from './transport';
import type { Category, FileRecord, FilesAdminData } from './types';
import { useUploads } from './uploads';
import type { UploadItem } from './upload-queue';

const CATEGORY_PARAM = 'category';

/**
 * The category to show first: the one in the address (so a reload keeps it), else the insert
 * modal's current choice, else all files.
 *
 * @param fallback The insert modal's category (wpfd_category_id), 0 for none.
 * @return The category id, 0 for all files.
 */
function initialCategory( fallback: number ): number {
	return (
		positiveId(
			new URLSearchParams( window.location.search ).get( CATEGORY_PARAM )
		) || fallback
	);
}

/**
 * Keeps the selected category in the address without adding history entries.
 *
 * @param id The category id, 0 for all files.
 */
function rememberCategory( id: number ): void {
	const url = new URL( window.location.href );
	if ( id ) {
		url.searchParams.set( CATEGORY_PARAM, String( id ) );
	} else {
		url.searchParams.delete( CATEGORY_PARAM );
	}
	window.history.replaceState( window.history.state, '', url.toString() );
}

export function FilesAdminApp( { data }: { data: FilesAdminData } ) {
	const options = useMemo(
		() => insertOptions( data, window.location.search ),
		[ data ]
	);
	const { canManage } = options;
	const frame = useInsertFrame( options.canInsert );
	const buttons = insertButtons( frame.mode, options.pageBuilder );
	const [ categories, setCategories ] = useState< Category[] | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ selected, setSelected ] = useState( () =>
		initialCategory( options.categoryId )
	);
	const [ chunks, setChunks ] = useState< ChunkSupport | null >( null );
	// Bumped whenever the files of the shown list may have changed.
	const [ filesVersion, setFilesVersion ] = useState( 0 );
	const { notices, notify, remove } = useNotices();

	const connection = useMemo< Connection >(
		() => ( {
			restRoot: data.restRoot,
			nonce: currentNonce( data.nonce ),
		} ),
		[ data.restRoot, data.nonce ]
	);

	// Whether the categories were ever loaded: a later failure is a notice, not a dead page.
	const loaded = useRef( false );

	const reloadCategories = useCallback( async (): Promise< void > => {
		try {
			setCategories( await fetchCategories() );
			loaded.current = true;
			setLoadError( null );
		} catch ( error ) {
			const message = apiErrorMessage(
				error,
				__( 'The server could not be reached.', 'frontage' )
			);
			if ( ! loaded.current ) {
				setLoadError( message );
				return;
			}
			notify(
				'error',
				sprintf(
					/* translators: %s: the server's error message. */
					__(
						'The categories could not be reloaded: %s',
						'frontage'
					),
					message
				)
			);
		}
	}, [ notify ] );

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

	const uploads = useUploads( {
		connection,
		chunks,
		maxUploadBytes: data.maxUploadBytes,
		onUploaded: useCallback(
			( item: UploadItem, file: FileRecord ) => {
				if ( item.replaces ) {
					notify(
						'success',
						sprintf(
							/* translators: %s: the file's title. */
							__(
								'The file of “%s” was replaced. Its links and download count stay the same.',
								'frontage'
							),
							file?.title ?? item.name
						)
					);
				}
				setFilesVersion( ( version ) => version + 1 );
			},
			[ notify ]
		),
		onSettled: useCallback(
			( done: number, failed: number ) => {
				reloadCategories();
				if ( failed ) {
					notify(
						'error',
						sprintf(
							/* translators: %d: number of files. */
							_n(
								'%d file could not be uploaded. The list of uploads says why.',
								'%d files could not be uploaded. The list of uploads says why.',
								failed,
								'frontage'
							),
							failed
						)
					);
				}
				if ( done ) {
					notify(
						'success',
						sprintf(
							/* translators: %d: number of files. */
							_n(
								'%d file uploaded.',
								'%d files uploaded.',
								done,
								'frontage'
							),
							done
						)
					);
				}
			},
			[ notify, reloadCategories ]
		),
	} );

	if ( loadError ) {
		return (
			<div className="frontage-files">
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: the server's error message. */
						__(
							'The file library could not be loaded: %s',
							'frontage'
						),
						loadError
					) }
				</Notice>
				<Button
					variant="secondary"
					onClick={ () => {
						setLoadError( null );
						reloadCategories();
					} }
				>
					{ __( 'Try again', 'frontage' ) }
				</Button>
			</div>
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
				/>
			</div>
		</div>
	);
}
