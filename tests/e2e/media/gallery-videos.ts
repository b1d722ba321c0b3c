/**
 * Real .webm videos for the gallery specs, made by Chromium itself (there is no ffmpeg here): a
 * canvas painted one colour, recorded by MediaRecorder from captureStream(), then uploaded to the
 * Media Library through the REST media endpoint as the administrator.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from '../support/fixtures';

export interface Uploaded {
	id: number;
	title: string;
}

/**
 * Records a short video of one colour in the page; answers it base64-encoded.
 *
 * @param page   Any page of the site.
 * @param colour A CSS colour.
 * @param ms     How long it lasts.
 */
async function recordWebm(
	page: Page,
	colour: string,
	ms: number
): Promise< string > {
	return page.evaluate(
		async ( [ fill, length ] ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = 160;
			canvas.height = 90;
			const context = canvas.getContext( '2d' )!;
			const stream = canvas.captureStream( 25 );
			const recorder = new MediaRecorder( stream, {
				mimeType: 'video/webm;codecs=vp8',
			} );
			const chunks: Blob[] = [];
			recorder.ondataavailable = ( event ) => chunks.push( event.data );
			const stopped = new Promise( ( resolve ) => {
				recorder.onstop = resolve;
			} );
			let frame = 0;
			const paint = () => {
				context.fillStyle = fill as string;
				context.fillRect( 0, 0, 160, 90 );
				context.fillStyle = '#fff';
				context.fillText( String( frame++ ), 10, 20 );
			};
			paint();
			recorder.start();
			const timer = setInterval( paint, 40 );
			await new Promise( ( resolve ) =>
				setTimeout( resolve, length as number )
			);
			recorder.stop();
			clearInterval( timer );
			await stopped;
			const bytes = new Uint8Array(
				await new Blob( chunks, { type: 'video/webm' } ).arrayBuffer()
			);
			let binary = '';
			bytes.forEach(
				( byte ) => ( binary += String.fromCharCode( byte ) )
			);
			return btoa( binary );
		},
		[ colour, ms ] as const
	);
}

/**
 * Makes and uploads one video a colour, in order.
 *
 * @param page    Any page of the site (the recording runs in it).
 * @param request A request context logged in as the administrator.
 * @param colours The colours, one video each.
 * @param ms      How long each lasts.
 */
export async function uploadVideos(
	page: Page,
	request: APIRequestContext,
	colours: string[],
	ms = 1200
): Promise< Uploaded[] > {
	const nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const uploaded: Uploaded[] = [];
	for ( const colour of colours ) {
		const body = Buffer.from(
			await recordWebm( page, colour, ms ),
			'base64'
		);
		const response = await request.post( '/wp-json/wp/v2/media', {
			headers: {
				'X-WP-Nonce': nonce,
				'Content-Type': 'video/webm',
				'Content-Disposition': `attachment; filename="gallery-${ colour }.webm"`,
			},
			data: body,
		} );
		expect( response.ok(), await response.text() ).toBe( true );
		const media = ( await response.json() ) as { id: number };
		const title = `Gallery ${ colour }`;
		const update = await request.post(
			`/wp-json/wp/v2/media/${ media.id }`,
			{
				headers: { 'X-WP-Nonce': nonce },
				data: { title },
			}
		);
		expect( update.ok() ).toBe( true );
		uploaded.push( { id: media.id, title } );
	}
	return uploaded;
}

/**
 * Deletes uploaded videos.
 *
 * @param request A request context logged in as the administrator.
 * @param videos  The videos.
 */
export async function deleteVideos(
	request: APIRequestContext,
	videos: Uploaded[]
): Promise< void > {
	const nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	for ( const video of videos ) {
		await request.delete( `/wp-json/wp/v2/media/${ video.id }?force=true`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
	}
}
